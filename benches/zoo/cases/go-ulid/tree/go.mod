module github.com/oklog/ulid/v2

go 1.15

require github.com/pborman/getopt v0.0.0-20170112200414-7148bc3a4c30
