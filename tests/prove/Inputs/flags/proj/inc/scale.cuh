// Reached only through the -I of a response file.
#pragma once
#define SCALE_OF(x) ((x) * FROM_XCOMPILER)
