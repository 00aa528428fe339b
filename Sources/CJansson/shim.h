#ifndef CONTRACT_CJANSSON_SHIM_H
#define CONTRACT_CJANSSON_SHIM_H
#include <jansson.h>

// jansson's type tests and reference counting are macros and static inline functions; these
// wrappers give Swift callable versions without relying on the importer's macro support.
static inline int cj_typeof(const json_t *json) { return (int)json_typeof(json); }
static inline void cj_decref(json_t *json) { json_decref(json); }
#endif
