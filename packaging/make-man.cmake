# A program's manual page (section 6), made by help2man from its --help and --version, in English:
#   cmake -DHELP2MAN=… -DPROGRAM=/path/to/program -DNAME="one line" -DOUT=page.6 [-DCOMMANDS=ON] -P make-man.cmake
# With COMMANDS, the program has commands (sw-carcassonne-cli): the page also holds each
# command's --help, under COMMANDS.
cmake_minimum_required(VERSION 3.25)

get_filename_component(dir "${PROGRAM}" DIRECTORY)
get_filename_component(program "${PROGRAM}" NAME)
get_filename_component(out_dir "${OUT}" DIRECTORY)
file(MAKE_DIRECTORY "${out_dir}")
# English, and the program called by its name (its usage line shows what it was called as).
set(ENV{LC_ALL} C.UTF-8)
unset(ENV{LANGUAGE})
set(ENV{PATH} "${dir}:$ENV{PATH}")

function(fail message)
  message(FATAL_ERROR "manual page of ${program}: ${message}")
endfunction()

# Text as roff that shows it as it is: a backslash, a hyphen (a minus in options) and a line that
# starts with a dot or a quote are escaped.
function(roff_literal text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(include_file "${OUT}.h2m")
file(WRITE "${include_file}" "[SEE ALSO]\n.BR sw-carcassonne (6),\n.BR sw-carcassonne-cli (6),\n.BR sw-carcassonne-server (6)\n")
if(COMMANDS)
  execute_process(COMMAND ${program} --help RESULT_VARIABLE rc OUTPUT_VARIABLE help)
  if(NOT rc EQUAL 0)
    fail("${program} --help failed")
  endif()
  # The commands: the first word of each line of the "Commands:" list.
  string(REGEX MATCH "\nCommands:\n(([ ]+[^\n]*\n)+)" list "${help}")
  string(REGEX MATCHALL "\n  [a-z][a-z-]*" names "\n${CMAKE_MATCH_1}")
  if(NOT names)
    fail("no commands in its --help")
  endif()
  file(APPEND "${include_file}" "[COMMANDS]\n")
  foreach(name IN LISTS names)
    string(STRIP "${name}" name)
    execute_process(COMMAND ${program} ${name} --help RESULT_VARIABLE rc OUTPUT_VARIABLE command_help)
    if(NOT rc EQUAL 0)
      fail("${program} ${name} --help failed")
    endif()
    roff_literal("${command_help}" text)
    file(APPEND "${include_file}" ".SS ${name}\n.nf\n${text}.fi\n")
  endforeach()
endif()

execute_process(COMMAND "${HELP2MAN}" --no-info --section 6 --name "${NAME}" --include "${include_file}" --output "${OUT}"
                        ${program}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  fail("help2man failed: ${err}")
endif()
file(REMOVE "${include_file}")
