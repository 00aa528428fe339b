// The Contracts module; see ../shared/DESIGN.md (Layout).
