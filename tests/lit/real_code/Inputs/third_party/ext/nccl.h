#pragma once
// A header named like the toolkit's, in a directory outside the project
// and the toolkit.
typedef int ncclResult_t;
