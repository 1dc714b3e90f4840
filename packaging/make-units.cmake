# Run at install time (install(CODE) in CMakeLists.txt, which sets SWC_UNIT_IN, SWC_UNIT_OUT_DIR
# and SWC_BINDIR, SWC_DATADIR, SWC_DOCDIR relative to the prefix): writes the server's unit and
# its template from sw-carcassonne-server.service.in with the paths of CMAKE_INSTALL_PREFIX, the
# one of this install (/usr when CPack makes the .deb).
cmake_policy(PUSH)
cmake_policy(VERSION 3.25)  # "@NAME@" is text, not a variable (CMP0053)

file(READ "${SWC_UNIT_IN}" in)
string(REPLACE "@BINDIR@" "${CMAKE_INSTALL_PREFIX}/${SWC_BINDIR}" in "${in}")
string(REPLACE "@DATADIR@" "${CMAKE_INSTALL_PREFIX}/${SWC_DATADIR}/sw-carcassonne/server" in "${in}")
string(REPLACE "@DOCDIR@" "${CMAKE_INSTALL_PREFIX}/${SWC_DOCDIR}" in "${in}")

function(write_unit name enable note description environment_file port state)
  set(unit "${in}")
  string(REPLACE "@ENABLE@" "${enable}" unit "${unit}")
  string(REPLACE "@ENVIRONMENT_NOTE@" "${note}" unit "${unit}")
  string(REPLACE "@DESCRIPTION@" "${description}" unit "${unit}")
  string(REPLACE "@ENVIRONMENT_FILE@" "${environment_file}" unit "${unit}")
  string(REPLACE "@PORT@" "${port}" unit "${unit}")
  string(REPLACE "@STATE@" "${state}" unit "${unit}")
  file(WRITE "${SWC_UNIT_OUT_DIR}/${name}" "${unit}")
endfunction()

# One server, its port from SWC_PORT.
write_unit(sw-carcassonne-server.service sw-carcassonne-server "" "" "" "\${SWC_PORT}" sw-carcassonne-server)
# One server per instance, the instance's name being its port: sw-carcassonne-server@7001.
write_unit(sw-carcassonne-server@.service sw-carcassonne-server@7001 " (and /etc/default/sw-carcassonne-server@7001)"
           " on port %i" "\nEnvironmentFile=-/etc/default/sw-carcassonne-server@%i" "%i" "sw-carcassonne-server-%i")
cmake_policy(POP)
