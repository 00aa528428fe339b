/// Keywords that say nothing about which values are valid: a `$ref` beside only these is the
/// referenced schema (and drafts 4–7 ignore everything beside `$ref` anyway).
public enum SchemaAnnotations {
  public static let keywords: Set<String> = [
    "title", "description", "$comment", "examples", "example", "default", "deprecated", "readOnly",
    "writeOnly", "$id", "$schema", "$anchor", "$defs", "definitions", "externalDocs", "xml",
  ]
}
