// compare_state MODEL.bin A_STATE.bin B_STATE.bin
// Compares two debug-state files in llm.c's format (written by make_tiny.sh,
// or by two builds of it with other compiler flags) the way test_gpt2.cu
// compares gradients: per tensor the largest difference, the largest
// relative one (among elements above 1e-3 of the tensor's largest), and how
// many elements exceed test_gpt2's FP32 threshold (1e-6 + 7.9% of |B|).
// It measures how far two correct FP32 computations of the same model
// differ, which is the scale against which a port's differences are judged.
//   cc -O2 compare_state.c -lm -o compare_state
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static float *readf(FILE *f, size_t n) { float *p = malloc(n * 4); if (fread(p, 4, n, f) != n) { fprintf(stderr, "short read\n"); exit(1);} return p; }
int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: %s model.bin a_state.bin b_state.bin\n", argv[0]); return 2; }
  int mh[256]; FILE *m = fopen(argv[1], "rb"); if (!m || fread(mh, 4, 256, m) != 256) return 1; fclose(m);
  int maxT = mh[2], V = mh[3], L = mh[4], NH = mh[5], C = mh[6], Vp = mh[7]; (void)NH;
  size_t sizes[16] = {(size_t)Vp * C, (size_t)maxT * C, (size_t)L * C, (size_t)L * C, (size_t)L * 3 * C * C, (size_t)L * 3 * C,
                      (size_t)L * C * C, (size_t)L * C, (size_t)L * C, (size_t)L * C, (size_t)L * 4 * C * C, (size_t)L * 4 * C,
                      (size_t)L * C * 4 * C, (size_t)L * C, (size_t)C, (size_t)C};
  const char *names[16] = {"wte", "wpe", "ln1w", "ln1b", "qkvw", "qkvb", "attprojw", "attprojb", "ln2w", "ln2b", "fcw", "fcb", "fcprojw", "fcprojb", "lnfw", "lnfb"};
  size_t np = 0; for (int i = 0; i < 16; i++) np += sizes[i];
  FILE *fa = fopen(argv[2], "rb"), *fb = fopen(argv[3], "rb");
  int ha[256], hb[256]; if (fread(ha, 4, 256, fa) != 256 || fread(hb, 4, 256, fb) != 256) return 1;
  int B = ha[2], T = ha[3];
  fseek(fa, 256 * 4 + 2L * B * T * 4, SEEK_SET); fseek(fb, 256 * 4 + 2L * B * T * 4, SEEK_SET);
  float *la = readf(fa, (size_t)B * T * V), *lb = readf(fb, (size_t)B * T * V);
  float lossa, lossb; fread(&lossa, 4, 1, fa); fread(&lossb, 4, 1, fb);
  double ml = 0; for (size_t i = 0; i < (size_t)B * T * V; i++) ml = fmax(ml, fabs(la[i] - lb[i]));
  printf("logits max diff %.3e, loss %.7f vs %.7f\n", ml, lossa, lossb);
  float *ga = readf(fa, np), *gb = readf(fb, np);
  size_t off = 0; int allok = 1;
  for (int t = 0; t < 16; t++) {
    double md = 0, mr = 0, maxb = 0; size_t bad = 0;
    for (size_t i = off; i < off + sizes[t]; i++) {
      double d = fabs(ga[i] - gb[i]), b = fabs(gb[i]);
      if (d > 1e-6 + b * 0.079) bad++;
      if (d > md) md = d;
      if (b > maxb) maxb = b;
      if (b > 1e-3 * maxb && b > 0 && d / b > mr) mr = d / b;
    }
    printf("%-9s n=%8zu max|b| %.3e max diff %.3e rel(>1e-3 max) %.3e llm.c-violations %zu\n", names[t], sizes[t], maxb, md, mr, bad);
    allok &= bad == 0; off += sizes[t];
  }
  printf("overall okay: %d\n", allok);
  return 0;
}
