from tomlkit.api import TOMLDocument
from tomlkit.api import aot
from tomlkit.api import array
from tomlkit.api import boolean
from tomlkit.api import comment
from tomlkit.api import date
from tomlkit.api import datetime
from tomlkit.api import document
from tomlkit.api import dump
from tomlkit.api import dumps
from tomlkit.api import float_
from tomlkit.api import inline_table
from tomlkit.api import integer
from tomlkit.api import item
from tomlkit.api import key
from tomlkit.api import key_value
from tomlkit.api import load
from tomlkit.api import loads
from tomlkit.api import nl
from tomlkit.api import parse
from tomlkit.api import register_encoder
from tomlkit.api import string
from tomlkit.api import table
from tomlkit.api import time
from tomlkit.api import unregister_encoder
from tomlkit.api import value
from tomlkit.api import ws


__version__ = "0.13.2"
__all__ = [
    "aot",
    "array",
    "boolean",
    "comment",
    "date",
    "datetime",
    "document",
    "dump",
    "dumps",
    "float_",
    "inline_table",
    "integer",
    "item",
    "key",
    "key_value",
    "load",
    "loads",
    "nl",
    "parse",
    "string",
    "table",
    "time",
    "TOMLDocument",
    "value",
    "ws",
    "register_encoder",
    "unregister_encoder",
]
