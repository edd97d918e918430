// A hand-written header named like a generated one.
#pragma once
