# axl_port_sources(<out-var> SOURCES <file>... [IN_ROOT <dir>] [OUT_DIR <dir>]
#                  [AXLIFY_ARGS <arg>...])
#
# Ports CUDA sources to the axl dialect at build time. Each source under
# IN_ROOT (default: the current source directory) is ported, with the local
# headers it includes, into OUT_DIR (default: <binary-dir>/axl-port), and
# <out-var> receives the ported sources, ready for add_executable() with the
# target axl::cuda. The build fails when anything is left unported (axlify
# exits 1): a port that needs review is not silently built.
function(axl_port_sources OUT_VAR)
  cmake_parse_arguments(ARG "" "IN_ROOT;OUT_DIR" "SOURCES;AXLIFY_ARGS" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "axl_port_sources: no SOURCES given")
  endif()
  if(NOT ARG_IN_ROOT)
    set(ARG_IN_ROOT ${CMAKE_CURRENT_SOURCE_DIR})
  endif()
  if(NOT ARG_OUT_DIR)
    set(ARG_OUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/axl-port)
  endif()
  if(TARGET axlify)
    set(AXLIFY $<TARGET_FILE:axlify>)
    set(AXLIFY_DEP axlify)
  else()
    set(AXLIFY ${AXL_AXLIFY_EXECUTABLE})
    set(AXLIFY_DEP ${AXL_AXLIFY_EXECUTABLE})
  endif()
  get_filename_component(ROOT ${ARG_IN_ROOT} ABSOLUTE)
  set(OUTPUTS)
  foreach(SRC ${ARG_SOURCES})
    get_filename_component(ABS ${SRC} ABSOLUTE)
    file(RELATIVE_PATH REL ${ROOT} ${ABS})
    if(REL MATCHES "^\\.\\.")
      message(FATAL_ERROR "axl_port_sources: ${SRC} is outside IN_ROOT ${ROOT}")
    endif()
    set(OUT ${ARG_OUT_DIR}/${REL})
    add_custom_command(
      OUTPUT ${OUT}
      COMMAND ${AXLIFY} ${ABS} --in-root ${ROOT} --out-dir ${ARG_OUT_DIR} --quiet ${ARG_AXLIFY_ARGS}
      DEPENDS ${ABS} ${AXLIFY_DEP} ${AXL_RULE_FILES}
      COMMENT "axlify ${REL}"
      VERBATIM)
    list(APPEND OUTPUTS ${OUT})
  endforeach()
  set(${OUT_VAR} ${OUTPUTS} PARENT_SCOPE)
endfunction()
