def parse(text):
    return text.split(",")


def parse_pair(text)
    return tuple(parse(text))
