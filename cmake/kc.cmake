# Small helpers shared by the CMakeLists of kcensus.

# kc_require_package(<Package> <debian-package> [find_package args...])
# find_package that fails with the Debian package to install.
macro(kc_require_package pkg deb)
  find_package(${pkg} ${ARGN} QUIET)
  if(NOT ${pkg}_FOUND)
    message(FATAL_ERROR "kcensus needs ${pkg}: install the Debian package '${deb}' "
                        "(apt-get install ${deb}), or run .ci/setup")
  endif()
endmacro()

# kc_add_tool(<name>): one binary from tools/<name>.cc linked with the library.
function(kc_add_tool name)
  add_executable(${name} ${name}.cc)
  target_link_libraries(${name} PRIVATE kcensus)
  set(KC_TOOLS ${KC_TOOLS} ${name} PARENT_SCOPE)
endfunction()
