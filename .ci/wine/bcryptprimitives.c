/* ProcessPrng for Wine releases older than 8.13, which lack bcryptprimitives.dll.
 * The Rust standard library (1.78 and later) takes its random seeds from it, so every
 * Rust test binary needs it to start. Built with mingw-w64 into the prefix's system32. */
#include <windows.h>
#define RtlGenRandom SystemFunction036
BOOLEAN WINAPI RtlGenRandom(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len) {
        ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!RtlGenRandom(data, n)) return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
