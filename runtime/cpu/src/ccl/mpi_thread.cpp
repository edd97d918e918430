// libaxl_cpu_mpi_thread: for programs that start MPI themselves at a thread
// level below MPI_THREAD_MULTIPLE (MPI_Init gives MPI_THREAD_SINGLE) and then
// make axlccl communicators of several ranks, whose MPI calls run on stream
// threads. Through MPI's profiling interface, MPI_Init and MPI_Init_thread
// here start MPI at MPI_THREAD_MULTIPLE (provided reports what MPI gives).
// Preload it (mpirun -x LD_PRELOAD=.../libaxl_cpu_mpi_thread.so) or link it
// before the MPI library; nothing else of the program changes.
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>

extern "C" {

int MPI_Init(int *Argc, char ***Argv) {
  int Provided = 0;
  return PMPI_Init_thread(Argc, Argv, MPI_THREAD_MULTIPLE, &Provided);
}

int MPI_Init_thread(int *Argc, char ***Argv, int, int *Provided) {
  return PMPI_Init_thread(Argc, Argv, MPI_THREAD_MULTIPLE, Provided);
}

} // extern "C"
