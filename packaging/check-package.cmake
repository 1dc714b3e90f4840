# The package's hosting files, checked as a test (cmake -DBUILD_DIR=… -DWORK_DIR=… [-DWITH_MAN=ON] -P this):
# the install with the .deb's prefix (/usr) holds the server's systemd unit, naming the installed
# server, with its sandbox; systemd-analyze (when there is one) verifies the unit; the default
# game, the hosting guide, the protocol with its schema and the example bot are beside it; each installed program has its bash completion and,
# WITH_MAN, its manual page; and with SWC_CHECK_DEB=1 in the environment (making the .deb takes
# minutes), the .deb that cpack makes from the same build lists them.
cmake_minimum_required(VERSION 3.25)

function(fail message)
  message(FATAL_ERROR "package check: ${message}")
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(root "${WORK_DIR}/root")
execute_process(COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${root} ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix /usr
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  fail("the install into ${root} failed: ${err}")
endif()

set(unit "${root}/usr/lib/systemd/system/sw-carcassonne-server.service")
if(NOT EXISTS "${unit}")
  fail("no unit at ${unit}")
endif()
if(NOT EXISTS "${root}/usr/share/sw-carcassonne/server/setup.yaml")
  fail("no default game (share/sw-carcassonne/server/setup.yaml)")
endif()
foreach(doc hosting.md protocol.md protocol.schema.json examples/random_bot.py)
  if(NOT EXISTS "${root}/usr/share/doc/sw-carcassonne/${doc}")
    fail("no share/doc/sw-carcassonne/${doc}")
  endif()
endforeach()
# The desktop program's sounds are built in; their licence is installed beside the documents.
if(EXISTS "${root}/usr/bin/sw-carcassonne" AND NOT EXISTS "${root}/usr/share/doc/sw-carcassonne/sounds/README.md")
  fail("no share/doc/sw-carcassonne/sounds/README.md (the sounds' licence)")
endif()
# The installed protocol links to the example where it is installed, beside it.
file(READ "${root}/usr/share/doc/sw-carcassonne/protocol.md" protocol_text)
if(protocol_text MATCHES "\\.\\./examples/" OR NOT protocol_text MATCHES "\\(examples/random_bot\\.py\\)")
  fail("share/doc/sw-carcassonne/protocol.md does not link to examples/random_bot.py beside it")
endif()
set(program_files)
foreach(program sw-carcassonne sw-carcassonne-cli sw-carcassonne-server)
  if(NOT EXISTS "${root}/usr/bin/${program}")
    continue()
  endif()
  list(APPEND program_files ./usr/share/bash-completion/completions/${program})
  if(WITH_MAN)
    list(APPEND program_files ./usr/share/man/man6/${program}.6)
  endif()
endforeach()
foreach(path IN LISTS program_files)
  if(NOT EXISTS "${root}/${path}")
    fail("no ${path}")
  endif()
endforeach()
file(READ "${unit}" text)
foreach(line
    "ExecStart=/usr/bin/sw-carcassonne-server --port \${SWC_PORT} --game \${SWC_GAME} --save %S/sw-carcassonne-server"
    "Environment=SWC_GAME=/usr/share/sw-carcassonne/server/setup.yaml"
    "EnvironmentFile=-/etc/default/sw-carcassonne-server"
    "DynamicUser=yes" "StateDirectory=sw-carcassonne-server" "ProtectSystem=strict" "NoNewPrivileges=yes"
    "PrivateTmp=yes" "RestartPreventExitStatus=2")
  string(FIND "${text}" "\n${line}" at)
  if(at EQUAL -1)
    fail("the unit has no line '${line}'")
  endif()
endforeach()
string(REGEX MATCH "@[A-Z_]+@" placeholder "${text}")
if(placeholder)
  fail("the unit still has a placeholder: ${placeholder}")
endif()
set(template "${root}/usr/lib/systemd/system/sw-carcassonne-server@.service")
if(NOT EXISTS "${template}")
  fail("no template unit at ${template}")
endif()
file(READ "${template}" template_text)
string(REGEX MATCH "@[A-Z_]+@" placeholder "${template_text}")
if(placeholder)
  fail("the template unit still has a placeholder: ${placeholder}")
endif()
foreach(line
    "ExecStart=/usr/bin/sw-carcassonne-server --port %i --game \${SWC_GAME} --save %S/sw-carcassonne-server-%i"
    "EnvironmentFile=-/etc/default/sw-carcassonne-server@%i" "StateDirectory=sw-carcassonne-server-%i" "DynamicUser=yes")
  string(FIND "${template_text}" "\n${line}" at)
  if(at EQUAL -1)
    fail("the template unit has no line '${line}'")
  endif()
endforeach()

# systemd-analyze looks for the unit's program: copies of the units that run the staged one
# (the template as one of its instances).
find_program(SYSTEMD_ANALYZE systemd-analyze)
if(SYSTEMD_ANALYZE)
  string(REPLACE "ExecStart=/usr/bin/" "ExecStart=${root}/usr/bin/" staged "${text}")
  file(WRITE "${WORK_DIR}/verify/sw-carcassonne-server.service" "${staged}")
  string(REPLACE "ExecStart=/usr/bin/" "ExecStart=${root}/usr/bin/" staged "${template_text}")
  file(WRITE "${WORK_DIR}/verify/sw-carcassonne-server@.service" "${staged}")
  foreach(unit "sw-carcassonne-server.service" "sw-carcassonne-server@.service:sw-carcassonne-server@7001.service")
    execute_process(COMMAND ${SYSTEMD_ANALYZE} verify "${WORK_DIR}/verify/${unit}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT "${out}${err}" STREQUAL "")
      fail("systemd-analyze verify ${unit}: ${out}${err}")
    endif()
  endforeach()
  message(STATUS "systemd-analyze verify: the units are sound")
endif()

find_program(DPKG_DEB dpkg-deb)
if(DPKG_DEB AND "$ENV{SWC_CHECK_DEB}" STREQUAL "1")
  execute_process(COMMAND ${CMAKE_CPACK_COMMAND} --config "${BUILD_DIR}/CPackConfig.cmake" -G DEB -B "${WORK_DIR}/deb"
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    fail("cpack -G DEB failed: ${err}")
  endif()
  file(GLOB debs "${WORK_DIR}/deb/*.deb")
  list(LENGTH debs count)
  if(NOT count EQUAL 1)
    fail("cpack made ${count} .deb files")
  endif()
  execute_process(COMMAND ${DPKG_DEB} -c ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE listing)
  if(NOT rc EQUAL 0)
    fail("dpkg-deb -c ${debs} failed")
  endif()
  foreach(path ./usr/lib/systemd/system/sw-carcassonne-server.service ./usr/lib/systemd/system/sw-carcassonne-server@.service
               ./usr/share/sw-carcassonne/server/setup.yaml
               ./usr/share/doc/sw-carcassonne/hosting.md ./usr/share/doc/sw-carcassonne/protocol.md
               ./usr/share/doc/sw-carcassonne/protocol.schema.json ./usr/share/doc/sw-carcassonne/examples/random_bot.py
               ./usr/bin/sw-carcassonne-server ${program_files})
    string(FIND "${listing}" " ${path}\n" at)
    if(at EQUAL -1)
      fail("the .deb has no ${path}")
    endif()
  endforeach()
  message(STATUS "the .deb holds the unit, the default game, the guides, the protocol's schema, the example bot, the manual pages and the completions")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
