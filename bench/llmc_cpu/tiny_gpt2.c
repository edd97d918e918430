/*
tiny_gpt2.c -- writes a tiny random GPT-2 and its reference data in the file
formats of karpathy/llm.c, so that llm.c's CUDA programs test_gpt2.cu and
train_gpt2.cu can run on a small model (in seconds on a CPU backend) instead of
the 124M checkpoint that llm.c's Python script downloads.

All numbers are computed by llm.c's own CPU reference, train_gpt2.c, which is
NOT part of this tree: it is #included from an llm.c checkout at compile time
(see make_tiny.sh), exactly as llm.c's test_gpt2.c does (#define TESTING, then
#include "train_gpt2.c", which drops its main()). Nothing of llm.c is copied.

  cc -std=c11 -O2 -ffp-contract=off -fopenmp -DOMP \
     -DLLMC_TRAIN_GPT2_C='"/path/llm.c/train_gpt2.c"' \
     tiny_gpt2.c -lm -o tiny_gpt2          (OpenMP optional)
  ./tiny_gpt2 OUTDIR

Files written into OUTDIR (names are the ones llm.c's programs hard-code):
  gpt2_124M.bin             FP32 checkpoint, header magic 20240326 version 3
  gpt2_124M_bf16.bin        same weights in BF16 (round-to-nearest-even), version 5
  gpt2_124M_debug_state.bin magic 20240327 version 2: B, T, x, y (int32 B*T each),
                            logits (B*T*V floats, V not Vp, as train_gpt2.py
                            writes them), mean loss, parameter grads (all
                            num_parameters floats, checkpoint order, padded wte
                            rows included and zero)
  dev/data/tinyshakespeare/tiny_shakespeare_{train,val}.bin
                            token files, magic 20240520 version 1, uint16 tokens
  expected_losses.txt       the 10 losses test_gpt2.cu's training loop prints
                            (one per line, %.6f), to replace its hard-coded ones
  reference_train_losses.txt
                            20 training steps as train_gpt2.cu runs them with the
                            flags written at the top of that file

Model config (see README.md). Every choice keeps llm.c's CUDA kernels on their
normal paths and inside their asserts:
  C = 128   multiple of the 16-byte packs (x128 = 8 bf16 / 4 floats) used by
            encoder, layernorm, residual, gelu, adamw; 3C=384, C=128, 4C=512 are
            multiples of 64 as matmul_backward_bias_kernel9 needs at BF16
            (8 warps * x128::size output channels per block). C < 256 = one warp
            of bf16 packs, so the "c >= C" early exits are taken, as for C=768.
  NH = 4    head size 32: multiple of 8 (cuDNN), 16-byte aligned cuBLASLt strides.
  maxT = 64 and T = 64: T % 4 == 0 (softmax_forward_kernel5 assert, the T/4 grid
            of the attention softmax backward), T <= maxT (train_gpt2.cu assert),
            T == maxT avoids its "T < max_seq_len" warning.
  V = 8185, Vp = 8192: fused_classifier_kernel5 (1024 threads a block)
            assumes ceil(V / x128::size) >= 1023: a thread starting below
            index -1 never leaves prepare_softmax_blockwide3's tail loop (its
            size_t arithmetic), on a GPU as on the CPU; x128::size is 8 for
            BF16, so V >= 8177. V % 8 == 1, as GPT-2's 50257: the
            bounds-checked tail of fused_classifier_kernel5 then has one
            element. Its loop steps by 1, not by blockDim.x, so with a longer
            tail the threads of a block overwrite logits that others still
            read (a data race, on a GPU as here; V = 8191 gave wrong dlogits
            in its last two columns). Vp is a multiple of 128 like 50304.
            Rows V..Vp-1 of wte are zero, as llm.c expects.
  L = 2     exercises the per-layer loops, the fused residual+layernorm into the
            next layer (l+1 != L) and into ln_f (last layer), and the per-layer
            slicing (num_slices = L) of adamw_update / global_norm_squared.
  B = 4     with T = 64: B*T*C = 32768 is a multiple of 256*8 (residual_forward)
            and B*T*4C of 512*8 (gelu_forward); train_gpt2.py's default B, T.

Weights follow GPT-2's init (as llm.c's gpt_build_from_descriptor): N(0, 0.02)
for wte (first V rows), wpe, qkvw, fcw; N(0, 0.02/sqrt(2L)) for attprojw and
fcprojw; layernorm weights 1; biases 0. Our own seeded RNG, not llm.c's.

Token data: a seeded first-order Markov chain over the V tokens; each token has
4 successors (probabilities .55/.25/.15/.05), so the entropy rate is ~1.1 nats
and the loss can fall well below the initial ~ln(V) = 6.9.
*/
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* train_gpt2.c wants M_PI, clock_gettime, glob under -std=c11 */
#endif

#define TESTING /* as llm.c's test_gpt2.c: train_gpt2.c then has no main() */
#ifdef LLMC_TRAIN_GPT2_C
#include LLMC_TRAIN_GPT2_C
#else
#include "train_gpt2.c" /* found through -I <llm.c checkout> */
#endif
// llmc/rand.h defines these as plain C99 `inline`, which leaves no external
// definition: without these declarations an unoptimised (-O0) build fails to link
extern inline unsigned long long randint64(mt19937_state* state);
extern inline float randfloat32(mt19937_state* state);
extern inline double randfloat64(mt19937_state* state);

#include <errno.h>
#include <sys/stat.h>

// ----------------------------------------------------------------------------
// configuration

enum {
    MAX_T = 64, VOCAB = 8185, VOCAB_PADDED = 8192, LAYERS = 2, HEADS = 4, CHANNELS = 128,
    BATCH = 4, SEQ = 64,          // B, T of the debug state and of both training runs
    TEST_STEPS = 10,              // test_gpt2.cu's loop
    TRAIN_STEPS = 20,             // reference train_gpt2.cu run (-x)
    RANKS = 2, RANKS_STEPS = 3,   // reference of run.py --ranks: RANKS*BATCH rows, -a 1
    TRAIN_TOKENS = 65536,         // 255 shuffled samples of B*T+1 tokens: no epoch wrap in 20 steps
    VAL_TOKENS = 16384,           // 63 batches: test_gpt2.cu reads 20, train -m 1 reads 1
    SUCCESSORS = 4,
};
static const float SUCCESSOR_P[SUCCESSORS] = {0.55f, 0.25f, 0.15f, 0.05f};
static const uint64_t WEIGHT_SEED = 0x5eed0001ULL, DATA_SEED = 0x5eed0002ULL;
static const float TRAIN_LR = 1e-3f; // reference_train_losses.txt: -k constant -l 1e-3

// ----------------------------------------------------------------------------
// small utilities

static void die(const char* what, const char* path) {
    fprintf(stderr, "tiny_gpt2: %s %s: %s\n", what, path ? path : "", strerror(errno));
    exit(EXIT_FAILURE);
}

static FILE* open_out(const char* dir, const char* name) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE* f = fopen(path, "wb");
    if (!f) { die("cannot write", path); }
    return f;
}

static void write_all(const void* p, size_t size, size_t n, FILE* f) {
    if (fwrite(p, size, n, f) != n) { die("short write", NULL); }
}

static void close_out(FILE* f) {
    if (fclose(f) != 0) { die("close failed", NULL); }
}

static void mkdir_p(const char* dir, const char* sub) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    for (char* p = path + strlen(dir) + 1; ; p++) {
        if (*p == '/' || *p == '\0') {
            char c = *p;
            *p = '\0';
            if (mkdir(path, 0755) != 0 && errno != EEXIST) { die("cannot create", path); }
            *p = c;
            if (c == '\0') { break; }
        }
    }
}

// splitmix64: our deterministic generator for weights and tokens
static uint64_t next_u64(uint64_t* s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static double next_unit(uint64_t* s) { return (next_u64(s) >> 11) * (1.0 / 9007199254740992.0); } // [0,1)
static float next_normal(uint64_t* s, float std) { // Box-Muller, one sample per call
    double u1 = 1.0 - next_unit(s), u2 = next_unit(s);
    return (float)(sqrt(-2.0 * log(u1)) * cos(2.0 * M_PI * u2) * std);
}

static uint16_t bf16_round_nearest_even(float f) {
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    if ((u & 0x7fffffffu) > 0x7f800000u) { return (uint16_t)((u >> 16) | 0x40); } // quiet NaN
    u += 0x7fffu + ((u >> 16) & 1u);
    return (uint16_t)(u >> 16);
}

// ----------------------------------------------------------------------------
// model, checkpoints

static GPT2Config tiny_config(void) {
    GPT2Config c = { .max_seq_len = MAX_T, .vocab_size = VOCAB, .padded_vocab_size = VOCAB_PADDED,
                     .num_layers = LAYERS, .num_heads = HEADS, .channels = CHANNELS };
    return c;
}

// GPT-2 init in checkpoint order; returns num_parameters floats
static float* init_weights(GPT2Config cfg, size_t* sizes, size_t* num_params) {
    fill_in_parameter_sizes(sizes, cfg); // train_gpt2.c: the checkpoint's tensor order and sizes
    size_t n = 0;
    for (int i = 0; i < NUM_PARAMETER_TENSORS; i++) { n += sizes[i]; }
    float* w = (float*)calloc(n, sizeof(float));
    if (!w) { die("out of memory", NULL); }
    uint64_t rng = WEIGHT_SEED;
    float proj_std = 0.02f / sqrtf(2.0f * cfg.num_layers);
    float* p = w;
    for (int i = 0; i < NUM_PARAMETER_TENSORS; i++) {
        // 0 wte 1 wpe 2 ln1w 3 ln1b 4 qkvw 5 qkvb 6 attprojw 7 attprojb 8 ln2w 9 ln2b
        // 10 fcw 11 fcb 12 fcprojw 13 fcprojb 14 lnfw 15 lnfb
        size_t count = sizes[i];
        if (i == 0) { count = (size_t)cfg.vocab_size * cfg.channels; } // padded rows stay 0
        if (i == 2 || i == 8 || i == 14) {
            for (size_t j = 0; j < count; j++) { p[j] = 1.0f; }
        } else if (i == 0 || i == 1 || i == 4 || i == 10) {
            for (size_t j = 0; j < count; j++) { p[j] = next_normal(&rng, 0.02f); }
        } else if (i == 6 || i == 12) {
            for (size_t j = 0; j < count; j++) { p[j] = next_normal(&rng, proj_std); }
        } // biases: 0
        p += sizes[i];
    }
    *num_params = n;
    return w;
}

static void write_checkpoint(const char* dir, const char* name, GPT2Config cfg,
                             const float* w, size_t n, int bf16) {
    int header[256] = {0};
    header[0] = 20240326;
    header[1] = bf16 ? 5 : 3;
    header[2] = cfg.max_seq_len;
    header[3] = cfg.vocab_size;
    header[4] = cfg.num_layers;
    header[5] = cfg.num_heads;
    header[6] = cfg.channels;
    header[7] = cfg.padded_vocab_size;
    FILE* f = open_out(dir, name);
    write_all(header, sizeof(int), 256, f);
    if (bf16) {
        uint16_t* h = (uint16_t*)mallocCheck(n * sizeof(uint16_t));
        for (size_t i = 0; i < n; i++) { h[i] = bf16_round_nearest_even(w[i]); }
        write_all(h, sizeof(uint16_t), n, f);
        free(h);
    } else {
        write_all(w, sizeof(float), n, f);
    }
    close_out(f);
}

// ----------------------------------------------------------------------------
// token data

static void write_tokens(const char* dir, const char* name, const uint16_t* tok, int n) {
    int header[256] = {0};
    header[0] = 20240520;
    header[1] = 1;
    header[2] = n;
    FILE* f = open_out(dir, name);
    write_all(header, sizeof(int), 256, f);
    write_all(tok, sizeof(uint16_t), (size_t)n, f);
    close_out(f);
}

// one Markov chain; train is its first TRAIN_TOKENS tokens, val the next VAL_TOKENS
static void make_token_files(const char* dir) {
    static int succ[VOCAB][SUCCESSORS];
    uint64_t rng = DATA_SEED;
    for (int v = 0; v < VOCAB; v++) {
        for (int k = 0; k < SUCCESSORS; k++) { succ[v][k] = (int)(next_u64(&rng) % VOCAB); }
    }
    int n = TRAIN_TOKENS + VAL_TOKENS;
    uint16_t* tok = (uint16_t*)mallocCheck((size_t)n * sizeof(uint16_t));
    int cur = (int)(next_u64(&rng) % VOCAB);
    for (int i = 0; i < n; i++) {
        tok[i] = (uint16_t)cur;
        double u = next_unit(&rng), acc = 0.0;
        int k = 0;
        while (k < SUCCESSORS - 1 && u >= (acc += SUCCESSOR_P[k])) { k++; }
        cur = succ[cur][k];
    }
    mkdir_p(dir, "dev/data/tinyshakespeare");
    write_tokens(dir, "dev/data/tinyshakespeare/tiny_shakespeare_train.bin", tok, TRAIN_TOKENS);
    write_tokens(dir, "dev/data/tinyshakespeare/tiny_shakespeare_val.bin", tok + TRAIN_TOKENS, VAL_TOKENS);
    free(tok);
}

// ----------------------------------------------------------------------------
// training steps with train_gpt2.c's functions

static void load_model(GPT2* m, const char* dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/gpt2_124M.bin", dir);
    gpt2_build_from_checkpoint(m, path); // read back exactly what the CUDA programs read
}

static float grad_norm(const GPT2* m) {
    double s = 0.0;
    for (size_t i = 0; i < m->num_parameters; i++) { s += (double)m->grads_memory[i] * m->grads_memory[i]; }
    return (float)sqrt(s);
}

// train_gpt2.cu / test_gpt2.cu: gpt2_update(..., grad_scale, t) with
// grad_scale = norm > 1 ? 1/norm : 1. train_gpt2.c's gpt2_update has no
// grad_scale, so we scale the gradients ourselves before calling it. (The CUDA
// kernel multiplies each gradient by grad_scale inside the update; same math.)
static float clip_and_update(GPT2* m, int clip, float lr, float beta2, float wd, int t) {
    float norm = grad_norm(m);
    if (clip && norm > 1.0f) {
        float scale = 1.0f / norm;
        for (size_t i = 0; i < m->num_parameters; i++) { m->grads_memory[i] *= scale; }
    }
    gpt2_update(m, lr, 0.9f, beta2, 1e-8f, wd, t);
    return norm;
}

static void write_debug_state(const char* dir, const GPT2* m, const int* x, const int* y) {
    int B = m->batch_size, T = m->seq_len, V = m->config.vocab_size, Vp = m->config.padded_vocab_size;
    int header[256] = {0};
    header[0] = 20240327;
    header[1] = 2;
    header[2] = B;
    header[3] = T;
    FILE* f = open_out(dir, "gpt2_124M_debug_state.bin");
    write_all(header, sizeof(int), 256, f);
    write_all(x, sizeof(int), (size_t)B * T, f);
    write_all(y, sizeof(int), (size_t)B * T, f);
    for (int bt = 0; bt < B * T; bt++) { // (B,T,V): drop the padded columns
        write_all(m->acts.logits + (size_t)bt * Vp, sizeof(float), (size_t)V, f);
    }
    write_all(&m->mean_loss, sizeof(float), 1, f);
    write_all(m->grads_memory, sizeof(float), m->num_parameters, f);
    close_out(f);
}

// test_gpt2.cu's loop: the same batch (x, y) every step; gpt2_update(model,
// 1e-4, 0.9, 0.95, 1e-8, 0.0, grad_scale, step+1); losses rounded to 6
// decimals. Step 0's forward/backward is also the debug state.
static void test_gpt2cu_losses(const char* dir, const int* x, const int* y) {
    GPT2 m;
    load_model(&m, dir);
    float loss[TEST_STEPS];
    for (int step = 0; step < TEST_STEPS; step++) {
        gpt2_forward(&m, (int*)x, (int*)y, BATCH, SEQ);
        gpt2_zero_grad(&m);
        gpt2_backward(&m);
        if (step == 0) { write_debug_state(dir, &m, x, y); }
        loss[step] = m.mean_loss;
        float norm = clip_and_update(&m, 1, 1e-4f, 0.95f, 0.0f, step + 1);
        printf("test_gpt2.cu step %d: loss %f norm %f\n", step + 1, loss[step], norm);
    }
    FILE* f = open_out(dir, "expected_losses.txt");
    for (int i = 0; i < TEST_STEPS; i++) { fprintf(f, "%.6f\n", roundf(loss[i] * 1000000) / 1000000); }
    close_out(f);
    gpt2_free(&m);
}

// llm.c's CPU test_gpt2.c uses other optimizer settings (beta2 0.999, weight
// decay 0.01, no clipping); printed only, to cross-check this loop against the
// losses test_gpt2.c prints on these files.
static void test_gpt2c_losses(const char* dir, const int* x, const int* y) {
    GPT2 m;
    load_model(&m, dir);
    for (int step = 0; step < TEST_STEPS; step++) {
        gpt2_forward(&m, (int*)x, (int*)y, BATCH, SEQ);
        gpt2_zero_grad(&m);
        gpt2_backward(&m);
        gpt2_update(&m, 1e-4f, 0.9f, 0.999f, 1e-8f, 0.01f, step + 1);
        printf("test_gpt2.c  step %d: loss %f\n", step, m.mean_loss);
    }
    gpt2_free(&m);
}

// train_gpt2.cu's main loop with the flags below: shuffled train loader (same
// llmc/dataloader.h, seed 42), constant LR, grad clip 1.0, AdamW beta1 0.9
// beta2 0.95 eps 1e-8, weight decay 0, t = step+1, one micro-step per step;
// val loss over the first val batch (-m 1) at step 0 and at the last step.
static const char* TRAIN_FLAGS =
    "-b 4 -t 64 -d 256 -x 20 -k constant -l 1e-3 -u 0 -q 1.0 -c 0.0 -v 1000 -m 1 -s 0 -n 0 "
    "-a 0 -w 1 -ge 0 -r 1 -z 0 -f 0 -h 0 -sl 0 -sg 0";

static float val_loss(GPT2* m, DataLoader* val) {
    dataloader_reset(val);
    dataloader_next_batch(val);
    gpt2_forward(m, val->inputs, val->targets, BATCH, SEQ);
    return m->mean_loss;
}

static void reference_train(const char* dir) {
    char train_path[4096], val_path[4096];
    snprintf(train_path, sizeof train_path, "%s/dev/data/tinyshakespeare/tiny_shakespeare_train.bin", dir);
    snprintf(val_path, sizeof val_path, "%s/dev/data/tinyshakespeare/tiny_shakespeare_val.bin", dir);
    GPT2 m;
    load_model(&m, dir);
    DataLoader train, val;
    dataloader_init(&train, train_path, BATCH, SEQ, 0, 1, 1);
    dataloader_init(&val, val_path, BATCH, SEQ, 0, 1, 0);
    float val0 = val_loss(&m, &val);
    float loss[TRAIN_STEPS], norm[TRAIN_STEPS];
    for (int step = 0; step < TRAIN_STEPS; step++) {
        dataloader_next_batch(&train);
        gpt2_forward(&m, train.inputs, train.targets, BATCH, SEQ);
        gpt2_zero_grad(&m);
        gpt2_backward(&m);
        loss[step] = m.mean_loss;
        norm[step] = clip_and_update(&m, 1, TRAIN_LR, 0.95f, 0.0f, step + 1);
        printf("train_gpt2.cu step %d/%d: loss %f norm %.4f\n", step + 1, TRAIN_STEPS, loss[step], norm[step]);
    }
    float val1 = val_loss(&m, &val);
    FILE* f = open_out(dir, "reference_train_losses.txt");
    fprintf(f, "# train_gpt2.cu flags: %s\n", TRAIN_FLAGS);
    fprintf(f, "# plus -e gpt2_124M_bf16.bin (default BF16 build) or -e gpt2_124M.bin (PRECISION=FP32 build)\n");
    fprintf(f, "# computed in FP32 by llm.c train_gpt2.c functions; CUDA differs by: BF16 weights/activations/grads\n");
    fprintf(f, "# with stochastic rounding and FP32 master weights (BF16 build), lerp-form AdamW, grad scale applied\n");
    fprintf(f, "# inside the AdamW kernel, blockwise float sums for the grad norm and the loss\n");
    fprintf(f, "# val loss (first val batch) before step 1: %.6f, after step %d: %.6f\n", val0, TRAIN_STEPS, val1);
    fprintf(f, "# grad norms:");
    for (int i = 0; i < TRAIN_STEPS; i++) { fprintf(f, " %.4f", norm[i]); }
    fprintf(f, "\n# %d lines follow: loss of step 1..%d (train_gpt2.cu prints 'step %%4d/%%d | loss %%7.6f')\n",
            TRAIN_STEPS, TRAIN_STEPS);
    for (int i = 0; i < TRAIN_STEPS; i++) { fprintf(f, "%.6f\n", loss[i]); }
    close_out(f);
    dataloader_free(&train);
    dataloader_free(&val);
    gpt2_free(&m);
}

// run.py --ranks: train_gpt2.cu with -a 1 (overfit one batch: the val file,
// not shuffled, reset every step) and -d RANKS*B*T, the flags above otherwise.
// RANKS processes of B rows, or one process of B rows accumulating RANKS
// micro-steps, or one of RANKS*B rows, all take the first RANKS*B*T (+1)
// tokens of the val file every step: the same mean loss and gradient as
// train_gpt2.c's forward/backward at B = RANKS*B.
static void reference_ranks(const char* dir) {
    char val_path[4096];
    snprintf(val_path, sizeof val_path, "%s/dev/data/tinyshakespeare/tiny_shakespeare_val.bin", dir);
    GPT2 m;
    load_model(&m, dir);
    DataLoader val;
    dataloader_init(&val, val_path, RANKS * BATCH, SEQ, 0, 1, 0);
    float loss[RANKS_STEPS], norm[RANKS_STEPS];
    for (int step = 0; step < RANKS_STEPS; step++) {
        dataloader_reset(&val);
        dataloader_next_batch(&val);
        gpt2_forward(&m, val.inputs, val.targets, RANKS * BATCH, SEQ);
        gpt2_zero_grad(&m);
        gpt2_backward(&m);
        loss[step] = m.mean_loss;
        norm[step] = clip_and_update(&m, 1, TRAIN_LR, 0.95f, 0.0f, step + 1);
        printf("train_gpt2.cu -a 1 -d %d step %d/%d: loss %f norm %.4f\n", RANKS * BATCH * SEQ, step + 1,
               RANKS_STEPS, loss[step], norm[step]);
    }
    FILE* f = open_out(dir, "reference_ranks_losses.txt");
    fprintf(f, "# train_gpt2.cu flags of reference_train_losses.txt with -a 1 -d %d (%d processes of -b %d,\n",
            RANKS * BATCH * SEQ, RANKS, BATCH);
    fprintf(f, "# or one of -b %d accumulating %d micro-steps, or one of -b %d): the first %d val tokens every step\n",
            BATCH, RANKS, RANKS * BATCH, RANKS * BATCH * SEQ);
    fprintf(f, "# %d lines follow: loss and grad norm of steps 1..%d, computed in FP32 by train_gpt2.c at B=%d\n",
            RANKS_STEPS, RANKS_STEPS, RANKS * BATCH);
    for (int i = 0; i < RANKS_STEPS; i++) { fprintf(f, "%.6f %.4f\n", loss[i], norm[i]); }
    close_out(f);
    dataloader_free(&val);
    gpt2_free(&m);
}

// ----------------------------------------------------------------------------

int main(int argc, char** argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
        return EXIT_FAILURE;
    }
    const char* dir = argv[1];
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) { die("cannot create", dir); }

    GPT2Config cfg = tiny_config();
    size_t sizes[NUM_PARAMETER_TENSORS], n;
    float* w = init_weights(cfg, sizes, &n);
    write_checkpoint(dir, "gpt2_124M.bin", cfg, w, n, 0);
    write_checkpoint(dir, "gpt2_124M_bf16.bin", cfg, w, n, 1);
    free(w);
    make_token_files(dir);

    // x, y: the first batch of the val file, as llm.c's train_gpt2.py takes them
    char val_path[4096];
    snprintf(val_path, sizeof val_path, "%s/dev/data/tinyshakespeare/tiny_shakespeare_val.bin", dir);
    DataLoader first;
    dataloader_init(&first, val_path, BATCH, SEQ, 0, 1, 0);
    dataloader_next_batch(&first);

    test_gpt2cu_losses(dir, first.inputs, first.targets);
    test_gpt2c_losses(dir, first.inputs, first.targets);
    dataloader_free(&first);
    reference_train(dir);
    reference_ranks(dir);
    printf("tiny_gpt2: wrote %zu parameters and reference data to %s\n", n, dir);
    return EXIT_SUCCESS;
}
