// Force-included (-include): a project header, so no preamble may hold it.
#pragma once
#define FORCED_SCALE 2.0f
