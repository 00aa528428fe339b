// The JSONSchema module; see ../shared/DESIGN.md (Layout).
