#include <cupti.h>
#include <cuda_runtime.h>

// A long file: the HTML report shows only the lines around its findings.

static int step1(int x) {
  return x * 1 + 1;
}


static int step2(int x) {
  return x * 2 + 1;
}


static int step3(int x) {
  return x * 3 + 1;
}


static int step4(int x) {
  return x * 4 + 1;
}


static int step5(int x) {
  return x * 5 + 1;
}


static int step6(int x) {
  return x * 6 + 1;
}


static int step7(int x) {
  return x * 7 + 1;
}


static int step8(int x) {
  return x * 8 + 1;
}


static int step9(int x) {
  return x * 9 + 1;
}


static int step10(int x) {
  return x * 10 + 1;
}


static int step11(int x) {
  return x * 11 + 1;
}


static int step12(int x) {
  return x * 12 + 1;
}


static int step13(int x) {
  return x * 13 + 1;
}


static int step14(int x) {
  return x * 14 + 1;
}


static int step15(int x) {
  return x * 15 + 1;
}


static int step16(int x) {
  return x * 16 + 1;
}


static int step17(int x) {
  return x * 17 + 1;
}


static int step18(int x) {
  return x * 18 + 1;
}


static int step19(int x) {
  return x * 19 + 1;
}


static int step20(int x) {
  return x * 20 + 1;
}


void release(CUpti_SubscriberHandle plan, int n) {
  if (n < 4 && plan != 0) cuptiUnsubscribe(plan); // "release"
}
