"""Kotlin projects from Maven Central under Maven Surefire (../README.md), recorded as
java.py records Java ones, with its code.

The project is rebuilt from its published `-sources.jar` and `-test-sources.jar` as a
Maven project: `src/main/kotlin`, `src/test/kotlin` (the test jar's other files as
`src/test/resources`). Its own pom takes its dependencies' versions from a parent that is
not needed here, so the recorder writes the pom the build runs: the project's coordinates,
its dependencies with their versions spelled out (DEPENDENCIES below), kotlin-maven-plugin
2.x compiling main and test sources to JVM 11 with `-java-parameters`, JUnit 5 through
kotlin-test-junit5, and Surefire. Test classes that need an embedded PostgreSQL (which
does not start as root, and downloads its server) are not unpacked (SKIP_TESTS). Truth:
Surefire's XML reports (`target/surefire-reports/TEST-*.xml`) of the very same run.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import java  # noqa: E402
import zoo  # noqa: E402

KOTLIN = "2.2.21"
JDBI = "3.45.1"

# Per package: its dependencies (group:artifact:version:scope[:type]), as its pom names them.
_JDBI_TEST = [
    "org.jetbrains.kotlin:kotlin-test-junit5:%s:test" % KOTLIN,
    "org.junit.jupiter:junit-jupiter:%s:test" % java.JUNIT,
    "org.jdbi:jdbi3-testing:%s:test" % JDBI,
    "org.jdbi:jdbi3-sqlobject:%s:test" % JDBI,
    "com.h2database:h2:2.2.224:test",
    "org.assertj:assertj-core:3.25.3:test",
    "com.google.guava:guava:33.0.0-jre:test",  # used by jdbi3-core's tests
]
DEPENDENCIES = {
    "org.jdbi:jdbi3-kotlin": [
        "org.jdbi:jdbi3-core:%s:compile" % JDBI,
        "org.jetbrains.kotlin:kotlin-stdlib:%s:compile" % KOTLIN,
        "org.jetbrains.kotlin:kotlin-reflect:%s:compile" % KOTLIN,
        "org.jetbrains.kotlinx:kotlinx-coroutines-core-jvm:1.8.1:provided",
        "org.jdbi:jdbi3-core:%s:test:test-jar" % JDBI,  # the core's tests it extends
        "org.mockito:mockito-core:5.11.0:test",
        "org.mockito:mockito-junit-jupiter:5.11.0:test",
        "org.mockito.kotlin:mockito-kotlin:5.2.1:test",
    ] + _JDBI_TEST,
    "org.jdbi:jdbi3-kotlin-sqlobject": [
        "org.jdbi:jdbi3-core:%s:compile" % JDBI,
        "org.jdbi:jdbi3-kotlin:%s:compile" % JDBI,
        "org.jdbi:jdbi3-sqlobject:%s:compile" % JDBI,
        "org.jetbrains.kotlin:kotlin-stdlib:%s:compile" % KOTLIN,
        "org.jetbrains.kotlin:kotlin-reflect:%s:compile" % KOTLIN,
        "org.jetbrains.kotlinx:kotlinx-coroutines-core-jvm:1.8.1:test",
        "org.jdbi:jdbi3-core:%s:test:test-jar" % JDBI,  # the core's test qualifiers
    ] + _JDBI_TEST,
}
SKIP_TESTS = ("org/jdbi/v3/core/kotlin/KotlinBindTest.kt",
              "org/jdbi/v3/sqlobject/kotlin/TestGetGeneratedKeys.kt")


def kotlin_pom(original: Path, project: dict) -> str:
    root = ET.parse(original).getroot()
    ns = java.POM_NS

    def text(el, tag):
        x = el.find(ns + tag) if el is not None else None
        return x.text.strip() if x is not None and x.text else ""

    group = text(root, "groupId") or text(root.find(ns + "parent"), "groupId")
    deps, named = [], set()
    for spec in DEPENDENCIES[project["source"]["package"]]:
        g, a, v, scope, *kind = spec.split(":")
        if (g, a, tuple(kind)) in named:
            continue  # named twice (a test dependency the main code has too): the first wins
        named.add((g, a, tuple(kind)))
        deps.append("    <dependency><groupId>%s</groupId><artifactId>%s</artifactId>"
                    "<version>%s</version><scope>%s</scope>%s</dependency>" % (
                        g, a, v, scope, "<type>%s</type>" % kind[0] if kind else ""))
    return """<?xml version="1.0" encoding="UTF-8"?>
<!-- Written for the zoo: the project's own pom takes its dependencies' versions and its
     Kotlin build from a parent; here they are spelled out, with kotlin-maven-plugin 2.x. -->
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>%s</groupId>
  <artifactId>%s</artifactId>
  <version>%s</version>
  <properties>
    <kotlin.version>%s</kotlin.version>
    <maven.compiler.release>11</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
%s
  </dependencies>
  <build>
    <sourceDirectory>src/main/kotlin</sourceDirectory>
    <testSourceDirectory>src/test/kotlin</testSourceDirectory>
    <plugins>
      <plugin><groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-maven-plugin</artifactId><version>${kotlin.version}</version>
        <configuration><jvmTarget>11</jvmTarget><javaParameters>true</javaParameters></configuration>
        <executions>
          <execution><id>compile</id><goals><goal>compile</goal></goals></execution>
          <execution><id>test-compile</id><goals><goal>test-compile</goal></goals></execution>
        </executions></plugin>
      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>%s</version></plugin>
    </plugins>
  </build>
</project>
""" % (group, text(root, "artifactId"), text(root, "version") or project["source"]["version"], KOTLIN, "\n".join(deps),
       java.SUREFIRE)


LAYOUT = java.Layout(main="src/main/kotlin", test="src/test/kotlin", ext=".kt",
                     pom=kotlin_pom, skip_tests=SKIP_TESTS)


def record(project: dict, cm: str, max_faults: int = 5) -> list[dict]:
    return java.record(project, cm, max_faults, LAYOUT)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("project")
    ap.add_argument("--cm", default="cm")
    ap.add_argument("--max-faults", type=int, default=5)
    a = ap.parse_args()
    projects = json.loads((zoo.ZOO / "projects" / "kotlin.json").read_text())
    p = next(p for p in projects if p["name"] == a.project)
    print("%d cases" % len(record(p, a.cm, a.max_faults)))
