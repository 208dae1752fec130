module github.com/tidwall/gjson

go 1.12

require (
	github.com/tidwall/match v1.1.1
	github.com/tidwall/pretty v1.2.0
)
