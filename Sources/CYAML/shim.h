#ifndef CONTRACT_CYAML_SHIM_H
#define CONTRACT_CYAML_SHIM_H
// libyaml (https://pyyaml.org/wiki/LibYAML): the YAML reader behind the `YAML` module. Only its
// event parser is used; the `YAML` module resolves scalars, anchors and keys itself, by the
// YAML 1.2 core schema rather than libyaml's 1.1 loader.
#include <yaml.h>
#endif
