// Plain C++: no GPU API at all. Not ported; copied as is with --copy-all.
#include <cstdio>
#include <vector>

double mean(const std::vector<double> &v) {
  double s = 0;
  for (double x : v)
    s += x;
  return v.empty() ? 0 : s / v.size();
}

void printMean(const std::vector<double> &v) { std::printf("%f\n", mean(v)); }
