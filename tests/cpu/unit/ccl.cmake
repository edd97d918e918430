# axlccl: the collectives test program, run by tests/cpu/ccl*.test (under
# mpirun for several ranks). One of its modes starts MPI itself, as NCCL
# programs usually do, so it links MPI too.
find_package(MPI COMPONENTS CXX)
if(MPI_CXX_FOUND)
  axl_cpu_test(ccl)
  target_link_libraries(cpu_ccl PRIVATE MPI::MPI_CXX)
  target_compile_definitions(cpu_ccl PRIVATE OMPI_SKIP_MPICXX=1 MPICH_SKIP_MPICXX=1)
endif()
# Fault injection and the collective monitor (tests/cpu/ccl_monitor.test,
# fault_inject.test): axlccl starts MPI itself.
axl_cpu_test(ccl_straggler)
# llm.c's data-parallel step: grouped in-place collectives on a second stream
# behind events while compute goes on (tests/cpu/ccl_overlap.test).
axl_cpu_test(ccl_overlap)
# llm.c's -pi mpi start: MPI_Init, axlSetDevice(local rank), then axlccl
# (tests/cpu/ccl_mpi_init.test, with AXL_CPU_DEVICES and
# libaxl_cpu_mpi_thread).
if(MPI_CXX_FOUND)
  axl_cpu_test(ccl_mpi_init)
  target_link_libraries(cpu_ccl_mpi_init PRIVATE MPI::MPI_CXX)
  target_compile_definitions(cpu_ccl_mpi_init PRIVATE OMPI_SKIP_MPICXX=1 MPICH_SKIP_MPICXX=1)
  add_dependencies(cpu_ccl_mpi_init axl_cpu_mpi_thread)
endif()
