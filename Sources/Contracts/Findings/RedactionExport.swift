/// ``Redactor`` and ``CredentialName`` live in `Redaction`, which the in-app recorder shares
/// without linking jansson. They stay part of this module's API: findings are redacted through
/// them (`Redactor+Finding.swift`), and code that imports `Contracts` to redact a report keeps
/// compiling without naming the smaller module.
@_exported public import Redaction
