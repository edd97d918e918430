# axl_port(<target>... OUT_DIR <dir> [IN_ROOT <dir>] [BACKEND cuda|cpu|hip]
#          [AXLIFY_ARGS <arg>...] [OUTPUT_VARIABLE <var>])
# axl_port(<source>... OUT_DIR <dir> [IN_ROOT <dir>] [BACKEND cuda|cpu|hip]
#          [AXLIFY_ARGS <arg>...] OUTPUT_VARIABLE <var>)
#
# Ports CUDA sources to the axl dialect at build time with axlify, to be
# built through the CUDA backend (axl::cuda, nvcc) or, with BACKEND cpu,
# through the CPU backend (axl::cpu, the host C++ compiler: the ported .cu
# files get LANGUAGE CXX, which is per directory, so do not also compile the
# same ported files as CUDA in that directory), or, with BACKEND hip, for AMD
# GPUs through the HIP backend (axl::hip: the project's C++ compiler must be
# HIP's, -DCMAKE_CXX_COMPILER=hipcc; the ported .cu files get LANGUAGE CXX
# with -x hip and one --offload-arch per entry of AXL_HIP_ARCHITECTURES). OUT_DIR (relative: to the
# current binary directory) receives a mirror of IN_ROOT (relative: to the
# current source directory) holding the ported sources and the local headers
# under IN_ROOT that they include. OUT_DIR must not lie inside IN_ROOT
# (axlify refuses it): with a build tree inside the source tree, give an
# IN_ROOT such as ${PROJECT_SOURCE_DIR}/src.
#
# Target form: the first argument names an existing target (every positional
# argument must then be a target, each ported on its own). Its .cu sources,
# all under IN_ROOT (default: the target's source directory), are ported, and
# the target is switched to the port:
#   - its .cu entries in SOURCES become the ported files (their source-file
#     COMPILE_DEFINITIONS/COMPILE_OPTIONS/COMPILE_FLAGS/LANGUAGE carried over);
#   - for each of its include directories under IN_ROOT, and for its source
#     directory when under IN_ROOT, the mirror under OUT_DIR is added BEFORE
#     (PRIVATE), so ported headers win over the originals, for all its sources;
#   - it links axl::cuda, or axl::cpu with BACKEND cpu (PRIVATE: the keyword
#     signature of target_link_libraries).
#   So a project builds its CUDA code through axl with one line:
#     add_executable(app main.cu kernels.cu)
#     axl_port(app OUT_DIR ${CMAKE_BINARY_DIR}/ported)
#   Call it in the directory that created the target, once its sources and
#   include directories are set (later ones are neither ported nor
#   mirrored). Clang parses with the target's include directories and
#   compile definitions ($<TARGET_PROPERTY:...>, usage requirements included;
#   the OUT_DIR mirrors and axl::cuda's AXL_BACKEND_* left out) and with
#   -std=c++<CUDA_STANDARD> when that is set. OUTPUT_VARIABLE, if given,
#   receives the ported sources.
#
# Source form: the positional arguments are source files (relative: to the
# current source directory), under IN_ROOT (default: the current source
# directory); OUTPUT_VARIABLE receives the ported paths, to be the sources
# of a target of the same directory, linked to axl::cuda (or axl::cpu with
# BACKEND cpu, which also gives them LANGUAGE CXX). No target, no
# flags: pass Clang flags after a `--` in AXLIFY_ARGS, e.g.
#   AXLIFY_ARGS -- -I${CMAKE_CURRENT_SOURCE_DIR}/include
#
# AXLIFY_ARGS: axlify options: --suppress=<id>, --rules=<file> (relative: to
# the current source directory; a dependency too), --cuda-gpu-arch=<sm>,
# --report=<file>...; what follows a `--` in them is added to the Clang
# flags. The command, run in the current binary directory, is
#   axlify <sources> --in-root <IN_ROOT> --out-dir <OUT_DIR> --quiet
#          [--cuda-path=<CMAKE_CUDA_COMPILER's toolkit>] <AXLIFY_ARGS> -- <flags>
#
# Build rules: one axlify run per target (or per call, in the source form)
# writes all the ported sources, its OUTPUTs, so headers shared by several
# sources are ported once. It reruns when a source, axlify, a rule file
# (AXL_RULE_FILES, --rules), or any header (*.h *.hh *.hpp *.hxx *.cuh *.inl)
# under IN_ROOT outside the build tree changes: axlify writes no depfile, so
# every header under IN_ROOT is a dependency (a CONFIGURE_DEPENDS glob: a new
# header is picked up too). The ported headers are not declared BYPRODUCTS:
# axlify writes only the headers that the sources include, and a declared
# output that is never written makes Ninja rerun the port at every build.
# Nothing depends on them being declared: the target's compiles wait for the
# ported sources, which come from the same run, and the compilers' depfiles
# track the ported headers. axlify rewrites all its outputs on each run, so
# a rerun recompiles the ported sources.
#
# The build fails when axlify exits non-zero: 1 when something was left
# unported or Clang reported errors (a port that needs review is not built
# silently: review the warnings, then silence them with NOAXL comments or
# AXLIFY_ARGS --suppress=<id>), 2 on an error (nothing was written).

if(CMAKE_VERSION VERSION_LESS 3.20)
  message(FATAL_ERROR "axl_port needs CMake 3.20 or newer")
endif()

# Absolute, normalized path; relative ones resolve against BASE.
function(_axl_port_abs OUT PATH BASE)
  cmake_path(ABSOLUTE_PATH PATH BASE_DIRECTORY "${BASE}" NORMALIZE OUTPUT_VARIABLE P)
  string(REGEX REPLACE "(.)/$" "\\1" P "${P}")
  set(${OUT} "${P}" PARENT_SCOPE)
endfunction()

# RESULT: PATH relative to ROOT, or empty when PATH is not under ROOT.
function(_axl_port_rel OUT ROOT PATH)
  set(R "")
  cmake_path(IS_PREFIX ROOT "${PATH}" NORMALIZE UNDER)
  if(UNDER AND NOT ROOT STREQUAL PATH)
    file(RELATIVE_PATH R "${ROOT}" "${PATH}")
  elseif(ROOT STREQUAL PATH)
    set(R ".")
  endif()
  set(${OUT} "${R}" PARENT_SCOPE)
endfunction()

# A regex matching PATH and everything under it.
function(_axl_port_path_regex OUT PATH)
  string(REGEX REPLACE "([][+.*()^$?|{}\\\\])" "\\\\\\1" E "${PATH}")
  set(${OUT} "^${E}(/|$)" PARENT_SCOPE)
endfunction()

# The headers under ROOT (outside the build tree): the port's dependencies,
# for want of a depfile from axlify.
function(_axl_port_headers OUT ROOT)
  set(PATTERNS)
  foreach(EXT h hh hpp hxx cuh inl)
    list(APPEND PATTERNS "${ROOT}/*.${EXT}")
  endforeach()
  file(GLOB_RECURSE HEADERS CONFIGURE_DEPENDS ${PATTERNS})
  _axl_port_rel(INSIDE "${ROOT}" "${CMAKE_BINARY_DIR}")
  if(NOT INSIDE STREQUAL "" AND NOT INSIDE STREQUAL ".")
    _axl_port_path_regex(RE "${CMAKE_BINARY_DIR}")
    list(FILTER HEADERS EXCLUDE REGEX "${RE}")
  endif()
  set(${OUT} ${HEADERS} PARENT_SCOPE)
endfunction()

# A tool of ours: the target when building in this tree, else the installed
# executable (EXE_VAR, set by find_package(axl)). CMD: how to run it; DEP:
# what a command running it depends on.
function(_axl_port_tool NAME EXE_VAR CMD DEP)
  if(TARGET ${NAME})
    set(${CMD} $<TARGET_FILE:${NAME}> PARENT_SCOPE)
    set(${DEP} ${NAME} PARENT_SCOPE)
  elseif(${EXE_VAR})
    set(${CMD} ${${EXE_VAR}} PARENT_SCOPE)
    set(${DEP} ${${EXE_VAR}} PARENT_SCOPE)
  else()
    message(FATAL_ERROR "axl_port: no ${NAME} (neither the target nor ${EXE_VAR})")
  endif()
endfunction()

# The CPU backend runs kernels as loops over their threads where axl-loops
# can rewrite them (tools/axl-loops): each ported source P is rewritten into
# P.loops.cpp, next to it (its "..." includes resolve there), which the
# target compiles instead. FLAGS: the compile's flags (generator expressions
# allowed); the dialect runtime is included first, as in the compile. The
# kernels it leaves on fibers are reported in the build's output (remarks,
# with the reason); AXL_PORT_LOOPS=OFF turns the rewrite off.
option(AXL_PORT_LOOPS "axl_port BACKEND cpu: kernels as loops over their threads (axl-loops)" ON)
# TGT's CUDA_SEPARABLE_COMPILATION (nvcc -rdc) keeps its __device__
# variables external (axl-loops --external-device-variables); without it
# each file has its own, as nvcc compiles it.
function(_axl_port_loops OUT FLAGS TGT)
  set(RESULT)
  if(NOT AXL_PORT_LOOPS)
    set(${OUT} ${ARGN} PARENT_SCOPE)
    return()
  endif()
  _axl_port_tool(axl-loops AXL_LOOPS_EXECUTABLE LOOPS LOOPS_DEP)
  foreach(P IN LISTS ARGN)
    get_filename_component(B "${P}" NAME)
    add_custom_command(
      OUTPUT ${P}.loops.cpp
      COMMAND ${LOOPS} ${P} -o ${P}.loops.cpp --quiet
              "$<$<BOOL:$<TARGET_PROPERTY:${TGT},CUDA_SEPARABLE_COMPILATION>>:--external-device-variables>"
              -- ${FLAGS} -include axl/runtime.h
      DEPENDS ${P} ${LOOPS_DEP}
      WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}
      COMMENT "axl-loops: ${B}"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND RESULT ${P}.loops.cpp)
  endforeach()
  set(${OUT} ${RESULT} PARENT_SCOPE)
endfunction()

# Ported .cu files built by the host compiler: C++, with the dialect runtime
# included before any of their code, as nvcc includes cuda_runtime.h (axlify
# adds no include line, so the port keeps the original's line numbers).
set(AXL_HIP_ARCHITECTURES "gfx90a;gfx1030" CACHE STRING
    "axl_port BACKEND hip: the AMD GPU targets the ported sources are compiled for (--offload-arch)")

# BACKEND hip compiles the ports with the project's C++ compiler as HIP:
# say so at configure time when that compiler is not HIP's.
function(_axl_port_check_hip)
  get_property(CHECKED GLOBAL PROPERTY AXL_PORT_HIP_CHECKED)
  if(CHECKED)
    return()
  endif()
  set(PROBE ${CMAKE_BINARY_DIR}/CMakeFiles/axl_port_hip_probe.cpp)
  file(WRITE ${PROBE} "#include <hip/hip_runtime.h>\n__global__ void k(int *p) { *p = 1; }\n")
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -x hip --offload-arch=gfx90a -c ${PROBE}
                          -o ${PROBE}.o
                  RESULT_VARIABLE RC OUTPUT_QUIET ERROR_VARIABLE ERR)
  if(NOT RC EQUAL 0)
    message(FATAL_ERROR "axl_port: BACKEND hip compiles the ported sources with the C++ "
                        "compiler, ${CMAKE_CXX_COMPILER}, which does not compile HIP "
                        "(-x hip): configure with -DCMAKE_CXX_COMPILER=hipcc "
                        "(Debian: apt-get install hipcc libamdhip64-dev rocm-device-libs)\n${ERR}")
  endif()
  set_property(GLOBAL PROPERTY AXL_PORT_HIP_CHECKED TRUE)
endfunction()

function(_axl_port_hip_sources)
  set_source_files_properties(${ARGN} PROPERTIES LANGUAGE CXX)
  set(OPTS -x hip)
  foreach(A IN LISTS AXL_HIP_ARCHITECTURES)
    list(APPEND OPTS --offload-arch=${A})
  endforeach()
  set_property(SOURCE ${ARGN} APPEND PROPERTY COMPILE_OPTIONS ${OPTS})
endfunction()

function(_axl_port_cpu_sources)
  set_source_files_properties(${ARGN} PROPERTIES LANGUAGE CXX)
  set_property(SOURCE ${ARGN} APPEND PROPERTY COMPILE_OPTIONS "-includeaxl/runtime.h")
endfunction()

# One axlify run porting SOURCES (absolute, under ROOT) into OUT_DIR; the
# ported paths go to OUT. FLAGS: Clang flags (generator expressions allowed).
function(_axl_port_command OUT ROOT OUT_DIR NAME SOURCES AXLIFY_ARGS FLAGS)
  _axl_port_tool(axlify AXL_AXLIFY_EXECUTABLE AXLIFY AXLIFY_DEP)

  # Split AXLIFY_ARGS at `--`: axlify options before, Clang flags after.
  set(OPTIONS)
  set(EXTRA_FLAGS)
  set(AFTER_DASHES FALSE)
  set(EXTRA_DEPS)
  set(HAS_CUDA_PATH FALSE)
  set(NEXT_IS_RULES FALSE)
  foreach(A IN LISTS AXLIFY_ARGS)
    if(AFTER_DASHES)
      list(APPEND EXTRA_FLAGS "${A}")
      continue()
    elseif(A STREQUAL "--")
      set(AFTER_DASHES TRUE)
      continue()
    endif()
    # A rule file (relative: to the current source directory) is passed
    # absolute, and is a dependency.
    if(NEXT_IS_RULES)
      _axl_port_abs(A "${A}" "${CMAKE_CURRENT_SOURCE_DIR}")
      list(APPEND EXTRA_DEPS "${A}")
      set(NEXT_IS_RULES FALSE)
    elseif(A MATCHES "^(--?rules=)(.+)$")
      set(FLAG "${CMAKE_MATCH_1}")
      _axl_port_abs(R "${CMAKE_MATCH_2}" "${CMAKE_CURRENT_SOURCE_DIR}")
      list(APPEND EXTRA_DEPS "${R}")
      set(A "${FLAG}${R}")
    elseif(A MATCHES "^--?rules$")
      set(NEXT_IS_RULES TRUE)
    elseif(A MATCHES "^--?cuda-path(=|$)")
      set(HAS_CUDA_PATH TRUE)
    endif()
    list(APPEND OPTIONS "${A}")
  endforeach()
  # Parse against the toolkit the project compiles with.
  if(NOT HAS_CUDA_PATH AND CMAKE_CUDA_COMPILER_TOOLKIT_ROOT)
    list(PREPEND OPTIONS "--cuda-path=${CMAKE_CUDA_COMPILER_TOOLKIT_ROOT}")
  endif()

  _axl_port_rel(INSIDE "${ROOT}" "${OUT_DIR}")
  if(NOT INSIDE STREQUAL "")
    message(FATAL_ERROR "axl_port: OUT_DIR ${OUT_DIR} is inside IN_ROOT ${ROOT}, which axlify "
                        "refuses (a second run would port its own output): give an IN_ROOT that "
                        "holds the sources and headers but not the build tree")
  endif()
  set(OUTPUTS)
  foreach(SRC IN LISTS SOURCES)
    file(RELATIVE_PATH REL "${ROOT}" "${SRC}")
    list(APPEND OUTPUTS "${OUT_DIR}/${REL}")
  endforeach()
  _axl_port_headers(HEADERS "${ROOT}")
  set(NAMES)
  foreach(SRC IN LISTS SOURCES)
    get_filename_component(F "${SRC}" NAME)
    list(APPEND NAMES "${F}")
  endforeach()
  list(JOIN NAMES " " NAMES)
  add_custom_command(
    OUTPUT ${OUTPUTS}
    COMMAND ${AXLIFY} ${SOURCES} --in-root ${ROOT} --out-dir ${OUT_DIR} --quiet
            ${OPTIONS} -- ${FLAGS} ${EXTRA_FLAGS}
    DEPENDS ${SOURCES} ${AXLIFY_DEP} ${AXL_RULE_FILES} ${EXTRA_DEPS} ${HEADERS}
    WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}
    COMMENT "axlify: porting ${NAME}: ${NAMES}"
    COMMAND_EXPAND_LISTS
    VERBATIM)
  set(${OUT} ${OUTPUTS} PARENT_SCOPE)
endfunction()

# The target form: see the comment at the top.
function(_axl_port_target TGT IN_ROOT OUT_DIR AXLIFY_ARGS BACKEND OUT)
  get_target_property(TYPE ${TGT} TYPE)
  get_target_property(ALIASED ${TGT} ALIASED_TARGET)
  get_target_property(IMPORTED ${TGT} IMPORTED)
  if(ALIASED OR IMPORTED OR TYPE STREQUAL "INTERFACE_LIBRARY" OR TYPE STREQUAL "UTILITY")
    message(FATAL_ERROR "axl_port: ${TGT} is not a target built from sources here")
  endif()
  get_target_property(PORTED ${TGT} AXL_PORTED)
  if(PORTED)
    message(FATAL_ERROR "axl_port: ${TGT} is already ported")
  endif()
  get_target_property(SRC_DIR ${TGT} SOURCE_DIR)
  if(NOT SRC_DIR STREQUAL CMAKE_CURRENT_SOURCE_DIR)
    message(FATAL_ERROR "axl_port: call it in ${SRC_DIR}, where ${TGT} is created "
                        "(a custom command's outputs are only built for targets of its directory)")
  endif()
  if(IN_ROOT)
    _axl_port_abs(ROOT "${IN_ROOT}" "${CMAKE_CURRENT_SOURCE_DIR}")
  else()
    set(ROOT "${SRC_DIR}")
  endif()

  # The .cu sources, absolute; the others stay as they are.
  get_target_property(ENTRIES ${TGT} SOURCES)
  set(CU)
  foreach(E IN LISTS ENTRIES)
    if(E MATCHES "\\$<" OR NOT E MATCHES "\\.cu$")
      continue()
    endif()
    _axl_port_abs(ABS "${E}" "${SRC_DIR}")
    _axl_port_rel(REL "${ROOT}" "${ABS}")
    if(REL STREQUAL "")
      message(FATAL_ERROR "axl_port: ${TGT}: ${E} is outside IN_ROOT ${ROOT}")
    endif()
    list(APPEND CU "${ABS}")
  endforeach()
  list(REMOVE_DUPLICATES CU)
  if(NOT CU)
    message(FATAL_ERROR "axl_port: ${TGT} has no .cu sources")
  endif()

  # The Clang flags of the parse: the target's include directories and
  # definitions, without what porting adds (the OUT_DIR mirrors must not
  # hide the originals from axlify; AXL_BACKEND_* comes from axl::cuda).
  _axl_port_path_regex(OUT_RE "${OUT_DIR}")
  set(INCS "$<FILTER:$<TARGET_PROPERTY:${TGT},INCLUDE_DIRECTORIES>,EXCLUDE,${OUT_RE}>")
  set(DEFS "$<FILTER:$<TARGET_PROPERTY:${TGT},COMPILE_DEFINITIONS>,EXCLUDE,^AXL_BACKEND_>")
  set(STD "$<TARGET_PROPERTY:${TGT},CUDA_STANDARD>")
  set(FLAGS
    "$<$<BOOL:${INCS}>:-I$<JOIN:${INCS},$<SEMICOLON>-I>>"
    "$<$<BOOL:${DEFS}>:-D$<JOIN:${DEFS},$<SEMICOLON>-D>>"
    "$<$<BOOL:${STD}>:-std=c++${STD}>")
  _axl_port_command(PORTED_SRCS "${ROOT}" "${OUT_DIR}" "${TGT}" "${CU}" "${AXLIFY_ARGS}" "${FLAGS}")
  set(COMPILED_SRCS ${PORTED_SRCS})
  if(BACKEND STREQUAL "cpu")
    # axl-loops parses as the compile does: every include directory (the
    # mirrors and axl::cpu's too) and definition.
    set(ALL_INCS "$<TARGET_PROPERTY:${TGT},INCLUDE_DIRECTORIES>")
    set(ALL_DEFS "$<TARGET_PROPERTY:${TGT},COMPILE_DEFINITIONS>")
    set(LOOPS_FLAGS
      "$<$<BOOL:${ALL_INCS}>:-I$<JOIN:${ALL_INCS},$<SEMICOLON>-I>>"
      "$<$<BOOL:${ALL_DEFS}>:-D$<JOIN:${ALL_DEFS},$<SEMICOLON>-D>>"
      "$<IF:$<BOOL:${STD}>,-std=c++${STD},-std=c++17>")
    _axl_port_loops(COMPILED_SRCS "${LOOPS_FLAGS}" ${TGT} ${PORTED_SRCS})
  endif()

  # Swap the sources, keeping their per-source settings.
  set(NEW)
  foreach(E IN LISTS ENTRIES)
    if(NOT E MATCHES "\\$<")
      _axl_port_abs(ABS "${E}" "${SRC_DIR}")
      list(FIND CU "${ABS}" I)
      if(I GREATER -1)
        list(GET COMPILED_SRCS ${I} P)
        foreach(PROP COMPILE_DEFINITIONS COMPILE_OPTIONS COMPILE_FLAGS LANGUAGE)
          get_source_file_property(V "${ABS}" ${PROP})
          if(V)
            set_source_files_properties("${P}" PROPERTIES ${PROP} "${V}")
          endif()
        endforeach()
        list(APPEND NEW "${P}")
        continue()
      endif()
    endif()
    list(APPEND NEW "${E}")
  endforeach()
  set_property(TARGET ${TGT} PROPERTY SOURCES "${NEW}")

  # Ported headers win: the OUT_DIR mirror of each include directory under
  # IN_ROOT (and of the source directory) comes first.
  get_target_property(DIRS ${TGT} INCLUDE_DIRECTORIES)
  if(NOT DIRS)
    set(DIRS)
  endif()
  set(MIRRORS)
  foreach(D IN LISTS DIRS SRC_DIR)
    if(D MATCHES "^\\$<BUILD_INTERFACE:([^$>]*)>$")
      set(D "${CMAKE_MATCH_1}")
    elseif(D MATCHES "\\$<")
      continue()
    endif()
    _axl_port_abs(ABS "${D}" "${SRC_DIR}")
    _axl_port_rel(REL "${ROOT}" "${ABS}")
    if(REL STREQUAL ".")
      list(APPEND MIRRORS "${OUT_DIR}")
    elseif(NOT REL STREQUAL "")
      list(APPEND MIRRORS "${OUT_DIR}/${REL}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES MIRRORS)
  if(MIRRORS)
    target_include_directories(${TGT} BEFORE PRIVATE ${MIRRORS})
  endif()
  target_link_libraries(${TGT} PRIVATE axl::${BACKEND})
  if(BACKEND STREQUAL "cpu")
    _axl_port_cpu_sources(${COMPILED_SRCS})
  elseif(BACKEND STREQUAL "hip")
    _axl_port_hip_sources(${COMPILED_SRCS})
  endif()
  set_property(TARGET ${TGT} PROPERTY AXL_PORTED TRUE)
  set(${OUT} ${PORTED_SRCS} PARENT_SCOPE)
endfunction()

function(axl_port)
  cmake_parse_arguments(PARSE_ARGV 0 ARG "" "IN_ROOT;OUT_DIR;OUTPUT_VARIABLE;BACKEND" "AXLIFY_ARGS")
  if(NOT ARG_BACKEND)
    set(ARG_BACKEND cuda)
  elseif(NOT ARG_BACKEND MATCHES "^(cuda|cpu|hip)$")
    message(FATAL_ERROR "axl_port: BACKEND ${ARG_BACKEND} is unknown (expected cuda, cpu or hip)")
  endif()
  if(ARG_BACKEND STREQUAL "hip")
    _axl_port_check_hip()
  endif()
  set(ARGS_POS ${ARG_UNPARSED_ARGUMENTS})
  if(NOT ARGS_POS)
    message(FATAL_ERROR "axl_port: no target or source given")
  endif()
  if(NOT ARG_OUT_DIR)
    message(FATAL_ERROR "axl_port: OUT_DIR is required")
  endif()
  _axl_port_abs(OUT_DIR "${ARG_OUT_DIR}" "${CMAKE_CURRENT_BINARY_DIR}")

  list(GET ARGS_POS 0 FIRST)
  set(RESULT)
  if(TARGET ${FIRST})
    foreach(TGT IN LISTS ARGS_POS)
      if(NOT TARGET ${TGT})
        message(FATAL_ERROR "axl_port: ${TGT} is not a target (targets and sources cannot be mixed)")
      endif()
      _axl_port_target(${TGT} "${ARG_IN_ROOT}" "${OUT_DIR}" "${ARG_AXLIFY_ARGS}" ${ARG_BACKEND} PORTED)
      list(APPEND RESULT ${PORTED})
    endforeach()
  else()
    if(NOT ARG_OUTPUT_VARIABLE)
      message(FATAL_ERROR "axl_port: ${FIRST} is not a target; porting sources needs OUTPUT_VARIABLE")
    endif()
    if(ARG_IN_ROOT)
      _axl_port_abs(ROOT "${ARG_IN_ROOT}" "${CMAKE_CURRENT_SOURCE_DIR}")
    else()
      set(ROOT "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    set(SOURCES)
    foreach(SRC IN LISTS ARGS_POS)
      if(TARGET ${SRC})
        message(FATAL_ERROR "axl_port: ${SRC} is a target (targets and sources cannot be mixed)")
      endif()
      _axl_port_abs(ABS "${SRC}" "${CMAKE_CURRENT_SOURCE_DIR}")
      _axl_port_rel(REL "${ROOT}" "${ABS}")
      if(REL STREQUAL "" OR REL STREQUAL ".")
        message(FATAL_ERROR "axl_port: ${SRC} is outside IN_ROOT ${ROOT}")
      endif()
      list(APPEND SOURCES "${ABS}")
    endforeach()
    list(REMOVE_DUPLICATES SOURCES)
    _axl_port_command(RESULT "${ROOT}" "${OUT_DIR}" "sources" "${SOURCES}" "${ARG_AXLIFY_ARGS}" "")
    if(ARG_BACKEND STREQUAL "cpu")
      _axl_port_cpu_sources(${RESULT})
    elseif(ARG_BACKEND STREQUAL "hip")
      _axl_port_hip_sources(${RESULT})
    endif()
  endif()
  if(ARG_OUTPUT_VARIABLE)
    set(${ARG_OUTPUT_VARIABLE} ${RESULT} PARENT_SCOPE)
  endif()
endfunction()
