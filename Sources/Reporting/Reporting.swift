// The Reporting module; see ../shared/DESIGN.md (Layout).
