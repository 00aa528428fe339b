#!/usr/bin/env python3
"""Writes a synthetic OpenAPI 3.0 document with the shape of a large real payment API.

    scripts/synthetic-openapi.py [--schemas N] [--seed S] OUT.json

What `scripts/bench generate` measures `contract generate` on, instead of committing megabytes:
about N component schemas (default 1,000; a real payment API's document has about that many in
4 MB), drawn with a fixed seed so every run writes the same bytes:

- about a third are string enums (hundreds of them, 2 to 14 values, some with `null`);
- objects of 4 to 24 properties: primitives with formats, `$ref`s to other schemas both
  earlier and later (so the `$ref` graph is deep and has cycles), arrays of `$ref`s, nullable
  members (`nullable: true`), free-form `metadata` (`{"type": "object"}`,
  `additionalProperties: true`, `{}`), `anyOf` expansions (an id or the expanded object, as
  payment APIs expand references), `allOf` of a base and more properties, and `oneOf` with a
  `discriminator`;
- a `paths` section with an operation per resource (list, retrieve, create), whose inline
  response and request schemas `generate` names from the operation.

Only the standard library: the bench runs it with the system Python.
"""
import argparse
import json
import random

WORDS = (
    "account amount application balance bank billing card charge checkout country coupon currency "
    "customer discount dispute event fee file invoice issuer item line mandate method network order "
    "payment payout person plan price product promotion quote radar refund report review session "
    "setup source subscription tax terminal token topup transfer usage webhook address shipping "
    "capability requirement verification schedule phase tier threshold credit debit ledger "
    "statement receipt authorization cardholder dispute evidence"
).split()
STATUS = (
    "active inactive pending succeeded failed canceled requires_action requires_payment_method "
    "processing draft open paid uncollectible void past_due trialing incomplete expired "
    "incomplete_expired unpaid archived deleted restricted enabled disabled scheduled released"
).split()


def name(rng, used):
    while True:
        parts = rng.sample(WORDS, rng.choice([1, 2, 2, 3]))
        candidate = "_".join(parts)
        if candidate not in used:
            used.add(candidate)
            return candidate


def primitive(rng):
    kind = rng.randrange(10)
    if kind == 0:
        return {"type": "string", "format": "date-time"}
    if kind == 1:
        return {"type": "integer", "format": "int64", "description": "Unix time in seconds."}
    if kind == 2:
        return {"type": "integer"}
    if kind == 3:
        return {"type": "number"}
    if kind == 4:
        return {"type": "boolean"}
    if kind == 5:
        return {"type": "string", "maxLength": 5000}
    return {"type": "string", "description": "An identifier or a short text, as the API writes it."}


def free_form(rng):
    return rng.choice([
        {"type": "object", "description": "Set of key-value pairs attached to the object."},
        {"type": "object", "additionalProperties": True},
        {"description": "Anything the integration sent."},
        {"type": "object", "additionalProperties": {"type": "string", "maxLength": 500}},
    ])


def build(count, seed):
    rng = random.Random(seed)
    used = set()
    names = [name(rng, used) for _ in range(count)]
    enum_count = count // 3
    enums = names[:enum_count]
    objects = names[enum_count:]
    schemas = {}
    for enum_name in enums:
        values = rng.sample(STATUS, rng.randrange(2, 15))
        schema = {"type": "string", "enum": values, "description": f"The {enum_name.replace('_', ' ')} state."}
        if rng.random() < 0.15:
            schema["nullable"] = True
        schemas[enum_name] = schema
    for index, object_name in enumerate(objects):
        properties = {"id": {"type": "string", "description": "Unique identifier for the object."},
                      "object": {"type": "string", "enum": [object_name]}}
        required = ["id", "object"]
        for _ in range(rng.randrange(4, 24)):
            key = rng.choice(WORDS) + rng.choice(["", "_id", "_at", "_count", "_details", "_type", "s"])
            if key in properties:
                continue
            roll = rng.random()
            if roll < 0.40:
                value = primitive(rng)
            elif roll < 0.55:
                value = {"$ref": "#/components/schemas/" + rng.choice(enums)}
            elif roll < 0.67:
                value = {"$ref": "#/components/schemas/" + rng.choice(objects)}
            elif roll < 0.75:
                value = {"type": "array", "items": {"$ref": "#/components/schemas/" + rng.choice(objects)}}
            elif roll < 0.85:
                # An expandable reference: the id, or the object itself.
                value = {"anyOf": [{"type": "string", "maxLength": 5000},
                                   {"$ref": "#/components/schemas/" + rng.choice(objects)}],
                         "description": "ID of the object, or the object when expanded."}
            elif roll < 0.92:
                value = free_form(rng)
            else:
                value = {"type": "object", "properties": {w: primitive(rng) for w in rng.sample(WORDS, 3)}}
            if rng.random() < 0.3 and "$ref" not in value:
                value["nullable"] = True
            properties[key] = value
            if rng.random() < 0.5:
                required.append(key)
        properties["metadata"] = free_form(rng)
        schema = {"type": "object", "title": object_name, "properties": properties, "required": required,
                  "description": f"A {object_name.replace('_', ' ')}."}
        if index % 17 == 5 and index > 0:
            schema = {"allOf": [{"$ref": "#/components/schemas/" + objects[index - 1]},
                                {"type": "object", "properties": {"extension_" + object_name: primitive(rng)}}]}
        schemas[object_name] = schema
    # Polymorphic objects with a discriminator, as payment methods are.
    for index in range(max(1, count // 40)):
        members = rng.sample(objects, 3)
        schemas[f"polymorphic_{index}"] = {
            "oneOf": [{"$ref": "#/components/schemas/" + member} for member in members],
            "discriminator": {"propertyName": "object",
                              "mapping": {member: "#/components/schemas/" + member for member in members}},
        }
    paths = {}
    for object_name in objects[: max(1, len(objects) // 3)]:
        route = "/v1/" + object_name.replace("_", "/") + "s"
        list_schema = {"type": "object", "required": ["data", "has_more", "object", "url"],
                       "properties": {"data": {"type": "array", "items": {"$ref": "#/components/schemas/" + object_name}},
                                      "has_more": {"type": "boolean"}, "object": {"type": "string", "enum": ["list"]},
                                      "url": {"type": "string"}}}
        error = {"type": "object", "properties": {"error": {"type": "object", "properties": {
            "code": {"type": "string"}, "message": {"type": "string"}, "param": {"type": "string"}}}}}
        camel = "".join(part.capitalize() for part in object_name.split("_"))
        paths[route] = {
            "get": {"operationId": "List" + camel + "s", "responses": {
                "200": {"description": "OK", "content": {"application/json": {"schema": list_schema}}},
                "default": {"description": "Error", "content": {"application/json": {"schema": error}}}}},
            "post": {"operationId": "Post" + camel + "s",
                     "requestBody": {"content": {"application/json": {"schema": {
                         "type": "object", "properties": {"metadata": {"type": "object"},
                                                          "description": {"type": "string"}}}}}},
                     "responses": {"200": {"description": "OK", "content": {"application/json": {
                         "schema": {"$ref": "#/components/schemas/" + object_name}}}}}},
        }
        paths[route + "/{id}"] = {"get": {"responses": {"200": {"description": "OK", "content": {
            "application/json": {"schema": {"$ref": "#/components/schemas/" + object_name}}}}}}}
    return {"openapi": "3.0.0", "info": {"title": "Synthetic payments", "version": "2026-12-01"},
            "paths": paths, "components": {"schemas": schemas}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemas", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=575)
    parser.add_argument("out")
    arguments = parser.parse_args()
    document = build(arguments.schemas, arguments.seed)
    with open(arguments.out, "w") as handle:
        json.dump(document, handle, indent=2, sort_keys=False)
        handle.write("\n")


if __name__ == "__main__":
    main()
