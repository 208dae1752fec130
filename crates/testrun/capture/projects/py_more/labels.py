def label(name):
    return "Item: " + name.title()


def lookup(table, key):
    return table[key]
