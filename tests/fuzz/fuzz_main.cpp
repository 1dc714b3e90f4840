// The libFuzzer entry point of one target, chosen at build time (SWC_FUZZ_RECORD, SWC_FUZZ_ART, SWC_FUZZ_LESSON or
// none: the tile set's). A broken
// expectation is printed and aborts, so that libFuzzer keeps the input as a crash.
#include "fuzz_targets.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
#if defined(SWC_FUZZ_RECORD)
    const std::string why = swc::fuzz::record(data, size, SWC_FUZZ_RECORD_DIR);
#elif defined(SWC_FUZZ_ART)
    const std::string why = swc::fuzz::art(data, size);
#elif defined(SWC_FUZZ_LESSON)
    const std::string why = swc::fuzz::lesson(data, size);
#else
    const std::string why = swc::fuzz::tileset(data, size);
#endif
    if (!why.empty()) {
        std::fprintf(stderr, "broken expectation: %s\n", why.c_str());
        std::abort();
    }
    return 0;
}
