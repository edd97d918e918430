// A launch of what a launch returns: not rewritable, and left alone.
void f() { k<<<1, 2>>>()<<<1, 2>>>(); }
