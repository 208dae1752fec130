import sys, os
sys.path.insert(0, os.path.dirname(__file__))
collect_ignore = ["tests/test_shop_unittest.py"]
