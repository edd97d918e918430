#pragma once
// Outside --in-root: never ported, but its Clang error is located.
int broken = ;
