// Generated with Node.js 20 (V8): new RegExp(pattern, "u").test(input) on random patterns
// from a small grammar (/tmp/fuzz/gen*.js in the author's session); do not edit by hand.

/// Reference verdicts from another ECMA-262 engine, checked by `ECMARegexReferenceTests`.
enum NodeReferenceCases {
  /// (pattern, [(input, matched)])
  static let matches: [(String, [(String, Bool)])] = [
    (
      "11{1,2}",
      [
        ("\u{1F432} \u{1F432}b\u{A}b", false), ("\u{1F432}a\u{E9}\u{A}\u{A} _", false),
        ("\u{1F432} \u{1F432}_\u{1F432}", false), ("\u{1F432}a\u{A}\u{1F432}", false),
        ("\u{1F432}1\u{A}bb", false),
      ]
    ),
    (
      "\\B",
      [
        ("\u{E9}\u{E9}\u{1F432}\u{A}b_a", true), ("", true), ("b1_ ", true), ("\u{1F432}_", true),
        ("\u{E9}\u{1F432}\u{A}", true),
      ]
    ),
    (
      "\\cJ",
      [
        ("\u{A}b1_ _", true), ("a111\u{E9}", false), ("a1\u{A}\u{E9}", true), ("", false),
        ("\u{A}aa", true),
      ]
    ),
    (
      "(?![^a](?<=([\\u{e9}-\\u{1F432}])+?[^a]))",
      [
        ("aa_1b\u{1F432}\u{A}\u{1F432}a_1\u{1F432}\u{A}ba__\u{E9} ", true),
        ("a1b 1\u{E9}\u{E9}\u{A}\u{A}1\u{A}\u{E9}11\u{A}b\u{1F432}_b\u{A}1\u{E9}", true),
        ("\u{A}", true), ("_a\u{1F432}b", true),
        (
          "\u{E9}a_\u{E9}b\u{E9}\u{1F432}\u{1F432}\u{1F432}\u{E9}_\u{E9}\u{1F432} \u{A}\u{A}a ",
          true
        ),
      ]
    ),
    (
      "\\b([\\-a](?:[^\\s\\w])*)",
      [
        (" \u{E9}\u{A}\u{A}\u{1F432}b", false), ("\u{E9}\u{E9}", false), ("\u{A}b", false),
        (" 1", false), ("", false),
      ]
    ),
    (
      "(?:(?!(?<!(.)|\\0(?:[]\\n|a\u{1F432})))\\d{0,1})",
      [
        ("_\u{E9}_\u{E9}\u{1F432}\u{1F432}1_", true), ("_a_ba_\u{A}\u{E9}1", true), ("_", true),
        ("", false), ("a 1\u{E9}  1 \u{E9}\u{E9}_1\u{E9}bb\u{1F432}", true),
      ]
    ),
    (
      "[]+(\\1{2,3}?)??\\u{1F432}",
      [
        ("\u{1F432}\u{A}  b\u{A}", false), ("\u{A}a", false), ("\u{1F432}", false), ("1", false),
        (" \u{1F432}", false),
      ]
    ),
    (
      "\\w*(?=\\u0062(?:[^]{0,1}?\\p{L}))\\x61",
      [
        (" b 1", false),
        (" \u{A}\u{E9}\u{A}_\u{E9} 1a\u{1F432} \u{E9}\u{1F432}1b\u{A}\u{A}", false),
        ("bab\u{E9}\u{1F432}\u{A}\u{1F432}11\u{A}1 b 1\u{A}bb\u{1F432}", false),
        ("_\u{E9}\u{1F432}1_\u{1F432}_", false),
        ("1 1\u{E9}b\u{E9}1b\u{A}\u{A}\u{1F432}b\u{A}b\u{A}\u{1F432}_\u{A}\u{A}_ ", false),
      ]
    ),
    (
      "\\p{L}+?(?<!(?<n>a|b)\\P{L}{2}1{2,3})",
      [
        ("", false), ("a_", true), ("aa\u{A} ", true), ("_\u{E9}\u{A}\u{A} b\u{E9}", true),
        ("\u{E9}_", true),
      ]
    ),
    (
      ">cx",
      [
        ("\u{A}\u{E9} _", false), ("1 ba\u{1F432}", false), ("", false),
        ("\u{A}_\u{A}\u{A}b ", false), ("1\u{E9}\u{A}b\u{1F432}1\u{E9}", false),
      ]
    ),
    (
      "$a!P-1x",
      [
        ("\u{E9}a\u{A}\u{E9}", false), ("11\u{1F432}\u{A}1\u{A}", false), (" ", false),
        ("1\u{A}_ab1", false), ("\u{E9}\u{E9}a b1", false),
      ]
    ),
    (
      "\\n[ab]",
      [
        (" _\u{E9}_", false), (" a \u{1F432}", false), ("b", false),
        ("\u{1F432}a\u{E9}\u{1F432}\u{A}b", true), ("\u{A}", false),
      ]
    ),
    (
      "\\b\\w{0,}?\\s",
      [
        ("a _\u{A} ", true), ("", false), ("\u{1F432}\u{A}a", false), (" a", false),
        (" a\u{A}\u{A}\u{A}\u{E9}", true),
      ]
    ),
    (
      "\\x61",
      [
        ("b \u{1F432} \u{1F432}\u{E9}bbb\u{E9}1\u{E9}\u{E9}1\u{A}11 a1 \u{1F432}a", true),
        ("\u{1F432}  _\u{E9}_\u{A}\u{1F432}", false),
        ("1b_ _b \u{A}b1 \u{1F432}\u{A} \u{1F432}\u{E9}a1", true),
        ("\u{E9} 1\u{E9}_\u{1F432}__b\u{1F432}a1\u{E9}", true),
        ("1\u{1F432}a\u{E9}\u{1F432}_b", true),
      ]
    ),
    (
      "\\P{L}\\p{L}\\w??|\\n\u{E9}\\.",
      [
        ("", false), ("a", false), ("a\u{A}b_\u{A}__1ab1ab\u{1F432}\u{1F432}b  \u{A}1 ", true),
        ("1\u{A}b _b b_b_1a\u{E9}a", true),
        ("\u{1F432}a1a_abb \u{A}11\u{E9}__1_\u{E9}\u{E9}a 1\u{1F432}", true),
      ]
    ),
    (
      "b{1,2}?|^a+[^]{2,3}?",
      [
        ("\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}", false), ("\u{A}a", false), ("a_b", true),
        ("b1b", true), ("\u{E9}_ba _a", true),
      ]
    ),
    (
      "\\u{1F432}^",
      [
        ("_\u{A}\u{E9}\u{E9}\u{A}\u{E9}b", false),
        ("1aa\u{E9}1\u{1F432}aa_\u{1F432}\u{1F432}1b\u{E9} b\u{E9}\u{A} _\u{E9}_\u{A}", false),
        ("a \u{1F432}bb1\u{1F432}a\u{E9}\u{1F432}\u{A}bb\u{A}11", false),
        ("\u{A}a\u{1F432}", false), ("\u{1F432}\u{E9}a__ ", false),
      ]
    ),
    (
      " {1,2}\\B",
      [
        ("", false), (" \u{1F432} \u{1F432}", true), ("\u{1F432}aa\u{E9}_", false), ("", false),
        (
          "1\u{A}\u{1F432}\u{E9}1b\u{E9}\u{E9}\u{1F432}1\u{A}a__\u{1F432}\u{E9}a\u{1F432}b11\u{1F432}1",
          false
        ),
      ]
    ),
    (
      "(?![^a](?<=([\\u{e9}-\\u{1F432}])+?[^a]))",
      [
        ("aa_1b\u{1F432}\u{A}\u{1F432}a_1\u{1F432}\u{A}ba__\u{E9} ", true),
        ("a1b 1\u{E9}\u{E9}\u{A}\u{A}1\u{A}\u{E9}11\u{A}b\u{1F432}_b\u{A}1\u{E9}", true),
        ("\u{A}", true), ("_a\u{1F432}b", true),
        (
          "\u{E9}a_\u{E9}b\u{E9}\u{1F432}\u{1F432}\u{1F432}\u{E9}_\u{E9}\u{1F432} \u{A}\u{A}a ",
          true
        ),
      ]
    ),
    (
      "[\\b]| ",
      [
        ("bb ", true), ("ba___\u{1F432}\u{E9}", false), ("_b\u{A}", false), ("_\u{A}1", false),
        ("a", false),
      ]
    ),
    (
      "b{0,1}",
      [
        ("b_", true), ("", true), ("1 _abb\u{A}\u{1F432}_a \u{1F432}aba a\u{E9}", true),
        ("\u{A}\u{A}a\u{1F432}1b_\u{1F432}\u{A}\u{A} ", true),
        ("aabb\u{1F432}b\u{1F432} _\u{A}\u{E9}\u{A}\u{A}\u{1F432}\u{1F432}b", true),
      ]
    ),
    (
      "<",
      [
        ("\u{E9} ", false), ("\u{E9}1", false), ("b\u{E9} \u{A}\u{1F432}b", false),
        ("\u{1F432}", false), ("bb\u{A} 11", false),
      ]
    ),
    (
      " ",
      [
        ("aa 1\u{A} a\u{A}\u{A}\u{A}_bb\u{1F432}ba\u{1F432}_\u{1F432}   1", true),
        ("b\u{A}", false), ("1b\u{E9} \u{A}1b\u{A}b 1\u{1F432}\u{A}a\u{E9}", true),
        ("1\u{1F432}   \u{E9}\u{A}aa", true),
        (
          "\u{1F432}\u{E9}a\u{1F432}\u{A}\u{1F432}b1\u{E9}\u{1F432}_a_a\u{A}b1\u{E9}_\u{1F432}",
          false
        ),
      ]
    ),
    (
      "\\p{Ll}(?:\\b([a-\u{E9}]{0,}?)[^])[^a]",
      [
        ("\u{A}ba  b\u{E9}", true), (" a", false), ("_1b", false),
        (" \u{E9}\u{E9}\u{1F432}1", false), ("  \u{A}", false),
      ]
    ),
    (
      "aa",
      [
        ("__ \u{E9}\u{A}ab\u{E9} b", false),
        ("_a__\u{1F432}\u{A}_\u{E9} \u{A}_ab\u{1F432} _1", false),
        (" a_bb\u{A}\u{A}a\u{A}_\u{1F432}aa", true), ("", false), ("", false),
      ]
    ),
    (
      ".{2,3}?",
      [
        ("ab\u{E9}b1\u{A}", true), ("1a1  ", true), ("\u{E9} \u{1F432}b", true),
        ("_ \u{E9}1b ", true), ("", false),
      ]
    ),
    (
      "(\\P{L})",
      [(" b_\u{1F432}ba ", true), (" \u{E9}b", true), ("\u{A}", true), (" ", true), (" ", true)]
    ),
    (
      "1\\p{L}",
      [
        ("", false), ("\u{E9}", false), ("a\u{E9} _\u{1F432}bb", false), ("bba_ a", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "\\W{1,2}\\p{sc=Grek}",
      [
        ("\u{E9}", false), ("a1 a\u{A}\u{A}\u{A}\u{E9}\u{E9}a1a\u{A}1  b", false),
        ("ba b\u{A}b\u{A}\u{E9}\u{A}\u{E9}", false), ("\u{1F432}\u{1F432}\u{A}aa", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "(?:\\d?)\\W{2}",
      [
        (" b1a", false), ("1b1", false), ("\u{E9}\u{1F432}a1\u{1F432}a", true), ("", false),
        ("b\u{1F432}", false),
      ]
    ),
    (
      "b{0,1}(?=(b([\\b]|. ){2})\\n)",
      [
        ("\u{A}_\u{1F432} a", false), ("b", false), ("1ab\u{E9}_", false), ("", false),
        ("b\u{A}\u{1F432}", false),
      ]
    ),
    (
      "\\x61",
      [
        ("b \u{1F432} \u{1F432}\u{E9}bbb\u{E9}1\u{E9}\u{E9}1\u{A}11 a1 \u{1F432}a", true),
        ("\u{1F432}  _\u{E9}_\u{A}\u{1F432}", false),
        ("1b_ _b \u{A}b1 \u{1F432}\u{A} \u{1F432}\u{E9}a1", true),
        ("\u{E9} 1\u{E9}_\u{1F432}__b\u{1F432}a1\u{E9}", true),
        ("1\u{1F432}a\u{E9}\u{1F432}_b", true),
      ]
    ),
    (
      "(?:[^a]b){0,1}\u{1F432}[^a]",
      [
        ("\u{E9}b", false), (" a_\u{A}\u{E9}1", false), ("_bb\u{E9}", false), ("a\u{E9}", false),
        ("", false),
      ]
    ),
    (
      "[^][ab]{2,3}",
      [
        ("\u{1F432}a\u{1F432}1_\u{A}", false), ("", false), ("a b_  \u{1F432}", false), ("", false),
        ("\u{A}_b_ 1", false),
      ]
    ),
    (
      "b>=!:",
      [
        ("\u{E9}", false), ("_\u{1F432}\u{A}\u{1F432}\u{A}1\u{A}", false),
        ("\u{E9}\u{A}\u{A}\u{E9}b\u{E9}\u{E9}", false),
        ("a_\u{E9} \u{1F432}\u{1F432}\u{1F432}", false), ("\u{A}_ ", false),
      ]
    ),
    (
      "^(\\p{sc=Grek}{0,}\\u0062{0,1})",
      [
        ("", true), ("\u{E9}\u{A}", true), ("\u{1F432}  11_b_", true),
        ("  ba a  a\u{1F432} \u{E9}__a\u{A}\u{A}a1\u{E9}", true), ("\u{A}1 _ ", true),
      ]
    ),
    (
      "[^][ab]{2,3}",
      [
        ("\u{1F432}a\u{1F432}1_\u{A}", false), ("", false), ("a b_  \u{1F432}", false), ("", false),
        ("\u{A}_b_ 1", false),
      ]
    ),
    (
      "\\W{1,2}\\p{sc=Grek}",
      [
        ("\u{E9}", false), ("a1 a\u{A}\u{A}\u{A}\u{E9}\u{E9}a1a\u{A}1  b", false),
        ("ba b\u{A}b\u{A}\u{E9}\u{A}\u{E9}", false), ("\u{1F432}\u{1F432}\u{A}aa", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "(?:\u{E9}{2,3}\\b)",
      [
        ("a_", false), ("\u{A}_\u{1F432}1", false), ("", false), ("1\u{E9}\u{A}\u{A}aa", false),
        ("1\u{1F432}_b\u{1F432}\u{A}", false),
      ]
    ),
    (
      " {2}b{0,1}?",
      [
        ("a1b 1\u{E9}\u{E9}", false), ("\u{A}1\u{A}\u{E9}", false), ("1\u{A}b\u{1F432}_b", false),
        ("1\u{E9}a\u{A}", false), ("_", false),
      ]
    ),
    (
      "[\\s\\d]\\n{0,}\\P{L}??",
      [
        ("\u{A}\u{E9}  b1", true), (" b1", true), ("\u{E9}1 1\u{E9}\u{E9}", true),
        ("\u{1F432}1\u{1F432}b\u{E9} ", true), ("\u{E9}\u{A} ", true),
      ]
    ),
    (
      "[^a]",
      [
        ("\u{A}", true), ("\u{1F432}", true), ("a\u{E9}11_", true), ("aa_1", true),
        ("\u{A}\u{1F432}_1\u{1F432}a", true),
      ]
    ),
    (
      "[ab]{0,}?",
      [
        ("a 1\u{1F432}abb\u{E9}\u{A}ab\u{A} \u{E9} b", true), ("\u{E9}1\u{1F432}b_ba ", true),
        (" a_\u{1F432} ", true), ("a\u{A}1_ \u{E9}bb\u{1F432}\u{E9}1\u{A}b", true),
        ("_ _ a111\u{E9}\u{A}a1\u{A}\u{E9}a\u{1F432}\u{A}aa", true),
      ]
    ),
    (
      "\\p{Script=Latin}a",
      [
        ("\u{E9}1b_1\u{A}\u{A}", false), (" \u{A}_\u{1F432}a\u{A}\u{E9} _ ", false),
        ("b\u{A}a1a", false), ("\u{1F432}\u{A} 1a1\u{1F432}_\u{1F432}a", false), ("__", false),
      ]
    ),
    (
      "[]+(\\1{2,3}?)??\\u{1F432}",
      [
        ("\u{1F432}\u{A}  b\u{A}", false), ("\u{A}a", false), ("\u{1F432}", false), ("1", false),
        (" \u{1F432}", false),
      ]
    ),
    (
      "\\p{Script=Latin}a",
      [
        ("\u{E9}1b_1\u{A}\u{A}", false), (" \u{A}_\u{1F432}a\u{A}\u{E9} _ ", false),
        ("b\u{A}a1a", false), ("\u{1F432}\u{A} 1a1\u{1F432}_\u{1F432}a", false), ("__", false),
      ]
    ),
    (
      "\\n",
      [
        ("b\u{E9}\u{E9}\u{A}1", true), ("1\u{E9}", false), ("", false), ("", false),
        ("\u{A}", true),
      ]
    ),
    (
      "\\P{L}{1,2}",
      [
        ("1\u{1F432}\u{A}\u{A}1", true), ("b \u{A}\u{E9}", true), ("", false),
        ("1\u{1F432}_\u{A}\u{1F432}a ", true), ("a_", true),
      ]
    ),
    (
      "1\\p{L}",
      [
        ("", false), ("\u{E9}", false), ("a\u{E9} _\u{1F432}bb", false), ("bba_ a", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "[^a]",
      [
        ("\u{A}", true), ("\u{1F432}", true), ("a\u{E9}11_", true), ("aa_1", true),
        ("\u{A}\u{1F432}_1\u{1F432}a", true),
      ]
    ),
    (
      "(?![^a](?<=([\\u{e9}-\\u{1F432}])+?[^a]))",
      [
        ("aa_1b\u{1F432}\u{A}\u{1F432}a_1\u{1F432}\u{A}ba__\u{E9} ", true),
        ("a1b 1\u{E9}\u{E9}\u{A}\u{A}1\u{A}\u{E9}11\u{A}b\u{1F432}_b\u{A}1\u{E9}", true),
        ("\u{A}", true), ("_a\u{1F432}b", true),
        (
          "\u{E9}a_\u{E9}b\u{E9}\u{1F432}\u{1F432}\u{1F432}\u{E9}_\u{E9}\u{1F432} \u{A}\u{A}a ",
          true
        ),
      ]
    ),
    (
      "<up",
      [
        ("a_a_aa _\u{A}_ \u{E9}\u{1F432}1a\u{E9}", false), ("\u{1F432}\u{1F432}", false),
        ("\u{E9}ab_b_   a\u{A}\u{A}\u{1F432}a__bab1\u{1F432}", false), ("\u{E9}\u{A}_", false),
        ("a1_ba 1b 1\u{A}bb\u{1F432}11\u{1F432}\u{1F432}b\u{1F432}", false),
      ]
    ),
    (
      ">cx",
      [
        ("\u{A}\u{E9} _", false), ("1 ba\u{1F432}", false), ("", false),
        ("\u{A}_\u{A}\u{A}b ", false), ("1\u{E9}\u{A}b\u{1F432}1\u{E9}", false),
      ]
    ),
    (
      "^\u{E9}+",
      [
        ("\u{E9} aa", true), ("", false), (" \u{E9}_1", false), ("a\u{A}\u{1F432} _b\u{E9}", false),
        ("_\u{E9}ba", false),
      ]
    ),
    (
      "\\d(\\n{2,3}?)+\\d",
      [
        ("1", false), ("\u{1F432}1\u{A}b", false), ("\u{E9}", false),
        ("\u{1F432}\u{A}_b_\u{E9}\u{1F432}", false), ("_b", false),
      ]
    ),
    (
      "c",
      [
        (" \u{1F432}a\u{1F432}b\u{1F432}\u{E9}a\u{1F432}b1 \u{A}\u{E9}\u{A}", false),
        ("bb_ _ \u{E9}b\u{1F432}\u{E9}\u{A}_", false),
        ("11\u{A}1\u{A} \u{A}\u{E9}b\u{1F432}_", false),
        ("1\u{1F432} 1a \u{1F432}b1\u{1F432}a\u{A}\u{A}\u{A}1a", false),
        ("\u{E9}11a\u{1F432}", false),
      ]
    ),
    (
      "((?<=[ab](([\\s\\d]))\\cJ+))",
      [
        ("", false), ("", false), ("", false), (" \u{E9}_1", false),
        ("a\u{A}\u{1F432} _b\u{E9}", false),
      ]
    ),
    (
      "[ab]*^",
      [
        ("", true), ("\u{A}a\u{1F432}\u{A}a1\u{A}", true), ("_", true), ("b111  \u{1F432}", true),
        ("\u{1F432}\u{E9}\u{1F432}", true),
      ]
    ),
    (
      "(?=\\W{2,3}?\\B)\u{1F432}\\u0062",
      [
        ("__", false), ("\u{E9}", false), ("\u{1F432}", false),
        ("_\u{1F432}b\u{A}\u{A}_\u{A}", false), ("b_", false),
      ]
    ),
    (
      "[]",
      [
        ("b", false), (" b_1 a\u{E9}", false), ("bb\u{E9}\u{E9}a", false), ("b\u{A}1b\u{A}", false),
        ("ab", false),
      ]
    ),
    (
      "[^]{1,2}",
      [
        ("\u{E9}\u{E9}\u{A}\u{1F432}\u{1F432}", true), ("\u{1F432} 1_", true),
        ("_\u{A}\u{1F432}_  a", true), ("\u{A}a\u{E9}\u{A}b a", true), ("\u{A} \u{E9}__ ", true),
      ]
    ),
    (
      "\\p{Script=Latin}",
      [
        ("bb_", true), ("_ab 1", true), ("b11 b\u{1F432}\u{E9}", true), ("\u{E9}__a \u{A}", true),
        ("\u{A} ", false),
      ]
    ),
    (
      "\\0+a\u{1F432}*",
      [
        (" ", false), ("", false),
        ("1_baa\u{A}\u{1F432}bbab b\u{1F432} a_b\u{A}b\u{1F432} a", false), ("11_\u{A}aa_1", false),
        ("\u{A}\u{1F432}_1\u{1F432}aa\u{1F432}\u{E9}\u{1F432}a_bb\u{E9}\u{1F432}\u{A}ba", false),
      ]
    ),
    (
      "(?!\\p{Ll}(?=\\p{Script=Latin}?\\s))",
      [
        ("b\u{A}", true), ("\u{1F432}a", true), ("", true), ("_\u{A}_", true),
        ("b \u{1F432}\u{A}b1b", true),
      ]
    ),
    (
      "(?<=\\cJ\\p{sc=Grek})",
      [
        ("\u{A}", false), ("__1\u{E9} \u{E9}b\u{A}b\u{1F432}\u{A}1\u{E9}\u{A}1 \u{A}\u{A}", false),
        ("b", false), (" 11 \u{E9}a_b1", false), (" 1__1", false),
      ]
    ),
    (
      "\\x61",
      [
        ("b \u{1F432} \u{1F432}\u{E9}bbb\u{E9}1\u{E9}\u{E9}1\u{A}11 a1 \u{1F432}a", true),
        ("\u{1F432}  _\u{E9}_\u{A}\u{1F432}", false),
        ("1b_ _b \u{A}b1 \u{1F432}\u{A} \u{1F432}\u{E9}a1", true),
        ("\u{E9} 1\u{E9}_\u{1F432}__b\u{1F432}a1\u{E9}", true),
        ("1\u{1F432}a\u{E9}\u{1F432}_b", true),
      ]
    ),
    (
      " {2}b{0,1}?",
      [
        ("a1b 1\u{E9}\u{E9}", false), ("\u{A}1\u{A}\u{E9}", false), ("1\u{A}b\u{1F432}_b", false),
        ("1\u{E9}a\u{A}", false), ("_", false),
      ]
    ),
    (
      "^\\d$",
      [
        ("\u{A} ", false), ("_ aa1a\u{E9}", false), ("\u{E9}", false), ("\u{A}\u{E9}aa ", false),
        ("\u{A}\u{A}_a\u{E9}", false),
      ]
    ),
    (
      "b{1,2}?|^a+[^]{2,3}?",
      [
        ("\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}", false), ("\u{A}a", false), ("a_b", true),
        ("b1b", true), ("\u{E9}_ba _a", true),
      ]
    ),
    (
      "[ab]\u{E9}(?<!^)",
      [
        ("b\u{A}\u{E9}", false), ("b\u{E9}\u{1F432}", true), (" \u{E9}_a", false),
        (" ba_ _a", false), ("1b", false),
      ]
    ),
    (
      "\\0+a\u{1F432}*",
      [
        (" ", false), ("", false),
        ("1_baa\u{A}\u{1F432}bbab b\u{1F432} a_b\u{A}b\u{1F432} a", false), ("11_\u{A}aa_1", false),
        ("\u{A}\u{1F432}_1\u{1F432}aa\u{1F432}\u{E9}\u{1F432}a_bb\u{E9}\u{1F432}\u{A}ba", false),
      ]
    ),
    (
      "^\\d$",
      [
        ("\u{A} ", false), ("_ aa1a\u{E9}", false), ("\u{E9}", false), ("\u{A}\u{E9}aa ", false),
        ("\u{A}\u{A}_a\u{E9}", false),
      ]
    ),
    (
      "=",
      [
        ("11a   ", false), ("1\u{1F432}\u{1F432}\u{E9}\u{1F432}", false), ("\u{E9}\u{A}", false),
        ("a\u{A}\u{A}aa a", false), ("\u{1F432}", false),
      ]
    ),
    (
      "(?:\\w[\\-a]\\p{sc=Grek}{1,2}?)\\w[^a]{2,3}",
      [
        ("__a", false), ("   \u{E9}b\u{E9}a", false), ("\u{A}1  \u{E9}", false), ("b", false),
        ("", false),
      ]
    ),
    (
      "$p^",
      [
        ("_aaaa\u{1F432}_", false), (" \u{E9} a\u{1F432}b", false), ("a ", false),
        (" a\u{1F432}", false), (" __ ", false),
      ]
    ),
    (
      "\\n",
      [
        ("b\u{E9}\u{E9}\u{A}1", true), ("1\u{E9}", false), ("", false), ("", false),
        ("\u{A}", true),
      ]
    ),
    (
      "\\W",
      [("\u{A}b", true), ("", false), ("__1\u{A}1a", true), ("a\u{A}", true), ("b \u{A}", true)]
    ),
    (
      "\\0\\s|\\p{L}*",
      [
        ("11 \u{E9}\u{A}\u{A}\u{1F432}b", true), ("\u{E9}\u{E9}\u{E9}\u{A}b\u{E9}", true),
        ("1a\u{E9}_\u{A}__ b\u{E9}1a_\u{E9}_\u{1F432}", true),
        ("ba_1\u{A}11 a\u{1F432}bb bb  _\u{1F432}\u{1F432}b\u{1F432}", true),
        ("\u{1F432}_b\u{1F432}\u{1F432}_1 _", true),
      ]
    ),
    (
      "\u{1F432}?\\W",
      [("\u{A}a", true), ("\u{A}a", true), ("", false), ("", false), ("\u{E9}a1\u{E9}_", true)]
    ),
    (
      "(?<=\\cJ\\p{sc=Grek})",
      [
        ("\u{A}", false), ("__1\u{E9} \u{E9}b\u{A}b\u{1F432}\u{A}1\u{E9}\u{A}1 \u{A}\u{A}", false),
        ("b", false), (" 11 \u{E9}a_b1", false), (" 1__1", false),
      ]
    ),
    (
      "1[^a]{2}\\n",
      [
        ("_\u{E9}", false), ("a1a", false), ("\u{1F432}\u{A} 11", false),
        ("\u{1F432}\u{1F432}\u{A}1\u{E9}", false), ("a\u{1F432}a  ", false),
      ]
    ),
    (
      "\\0\\s|\\p{L}*",
      [
        ("11 \u{E9}\u{A}\u{A}\u{1F432}b", true), ("\u{E9}\u{E9}\u{E9}\u{A}b\u{E9}", true),
        ("1a\u{E9}_\u{A}__ b\u{E9}1a_\u{E9}_\u{1F432}", true),
        ("ba_1\u{A}11 a\u{1F432}bb bb  _\u{1F432}\u{1F432}b\u{1F432}", true),
        ("\u{1F432}_b\u{1F432}\u{1F432}_1 _", true),
      ]
    ),
    (
      "\\W",
      [("\u{A}b", true), ("", false), ("__1\u{A}1a", true), ("a\u{A}", true), ("b \u{A}", true)]
    ),
    (
      "[\\b]",
      [
        ("", false), ("", false), (" \u{A}1\u{A} b", false), ("\u{1F432}bb__b\u{1F432}", false),
        ("1_\u{E9}\u{A}\u{1F432}b", false),
      ]
    ),
    (
      ">cx",
      [
        ("\u{A}\u{E9} _", false), ("1 ba\u{1F432}", false), ("", false),
        ("\u{A}_\u{A}\u{A}b ", false), ("1\u{E9}\u{A}b\u{1F432}1\u{E9}", false),
      ]
    ),
    (
      "\\p{L}",
      [
        ("\u{A}", false), ("\u{1F432}", false), ("a\u{E9}11_", true), ("aa_1", true),
        ("\u{A}\u{1F432}_1\u{1F432}a", true),
      ]
    ),
    (
      "[]+(\\1{2,3}?)??\\u{1F432}",
      [
        ("\u{1F432}\u{A}  b\u{A}", false), ("\u{A}a", false), ("\u{1F432}", false), ("1", false),
        (" \u{1F432}", false),
      ]
    ),
    (
      "u1",
      [
        (" 1", false), ("a_\u{E9}", false), ("\u{1F432}b\u{E9}\u{1F432}\u{1F432} \u{E9}", false),
        (" _\u{1F432}\u{A}\u{E9}_", false), ("1ab\u{E9}_a", false),
      ]
    ),
    (
      "\\w\\B",
      [
        (" \u{E9}b\u{E9}\u{E9} ", false), ("111\u{A}a", true), ("1", false), ("", false),
        (" __ba", true),
      ]
    ),
    (
      "(?:(?<n>a|b))",
      [
        ("\u{1F432}1\u{E9}\u{1F432} \u{E9}\u{A}a ", true), (" \u{A}\u{E9}_\u{E9}1\u{1F432}", false),
        ("_b", true),
        ("1\u{E9}_b\u{E9}b\u{1F432}\u{1F432}a1\u{1F432} \u{1F432}\u{1F432}\u{A}1", true),
        (
          " 1\u{E9} \u{1F432}\u{E9}\u{1F432}b\u{A}b\u{E9}b\u{1F432}b\u{E9}b\u{A}ab_\u{1F432}_", true
        ),
      ]
    ),
    (
      "\\w\u{E9}+(?:[^a]){2,3}?",
      [
        ("\u{1F432} ", false), ("", false), ("_\u{1F432}\u{E9}1\u{A}", false), ("\u{A}_ ", false),
        ("\u{E9}\u{A}\u{1F432}", false),
      ]
    ),
    (
      "((?<=[ab](([\\s\\d]))\\cJ+))",
      [
        ("", false), ("", false), ("", false), (" \u{E9}_1", false),
        ("a\u{A}\u{1F432} _b\u{E9}", false),
      ]
    ),
    (
      "[\\s\\d]",
      [
        ("1\u{E9}_ b__", true), ("a\u{E9} ", true), ("_\u{A}b1_\u{E9}b", true), ("", false),
        ("\u{A}\u{1F432}1\u{1F432}1", true),
      ]
    ),
    (
      " ",
      [
        ("aa 1\u{A} a", true), ("\u{A}\u{A}_b", false), ("\u{1F432}", false), ("a", false),
        ("_\u{1F432} ", true),
      ]
    ),
    (
      "\\s??",
      [
        ("\u{1F432}", true), ("b", true), ("1 aa", true), ("\u{1F432} 1b", true),
        ("a_ab\u{A}\u{A}", true),
      ]
    ),
    (
      "^",
      [
        ("\u{1F432}baa_", true), ("\u{1F432}\u{A}\u{E9}\u{E9}", true), ("11a\u{A}ba", true),
        ("1bab \u{1F432}", true), ("_\u{1F432}__b", true),
      ]
    ),
    (
      "\\w[a-\u{E9}]",
      [
        ("\u{A}\u{A}", false), ("_ab", true), ("\u{E9}\u{1F432}\u{E9}_b\u{A}", true),
        ("1_a\u{A}b", true), ("\u{E9}\u{1F432} 1", false),
      ]
    ),
    (
      "\\.\\B|^\\w+(?=\\cJ(?!b[^] +)|[^])",
      [
        ("\u{A}a", false), ("", false), ("\u{1F432}", false), ("\u{E9}1b", false),
        ("b\u{1F432}", true),
      ]
    ),
    (
      "[]{1,2}?\u{E9}",
      [
        ("\u{E9}b\u{E9}\u{E9}_ \u{1F432}", false), ("b1", false), ("\u{1F432}_\u{1F432}", false),
        ("b\u{1F432} ", false), (" \u{A}aa", false),
      ]
    ),
    (
      "(?![^\\s\\w]{0,1}?[]*\\p{Ll}{2,3}?)",
      [("", true), (" \u{A}a\u{A} \u{A}", true), ("1_b", true), ("b", true), ("", true)]
    ),
    (
      "\\n",
      [
        ("b\u{E9}\u{E9}\u{A}1\u{E9}1\u{E9}aab\u{A}\u{1F432}1b\u{1F432}\u{E9}", true),
        ("aa1 11\u{A}ab_\u{1F432}\u{E9} b\u{E9} 1 \u{E9}1", true),
        (
          "\u{1F432}\u{E9}\u{A}aa\u{1F432}\u{1F432}b\u{1F432}\u{E9} 1 bb \u{E9}\u{E9} \u{E9}\u{E9}11",
          true
        ), ("\u{E9} \u{A}", true), ("bb\u{1F432}1bb\u{A} 1", true),
      ]
    ),
    (
      "<up",
      [
        ("a_a_aa _\u{A}_ \u{E9}\u{1F432}1a\u{E9}", false), ("\u{1F432}\u{1F432}", false),
        ("\u{E9}ab_b_   a\u{A}\u{A}\u{1F432}a__bab1\u{1F432}", false), ("\u{E9}\u{A}_", false),
        ("a1_ba 1b 1\u{A}bb\u{1F432}11\u{1F432}\u{1F432}b\u{1F432}", false),
      ]
    ),
    (
      "\\0\\p{Ll}",
      [
        ("", false), ("__a\u{E9}ba\u{E9}b1a1ab1", false),
        ("  \u{A}\u{A}\u{A}\u{A}a\u{A}\u{E9}_\u{A}111\u{1F432}", false),
        ("11\u{E9} \u{E9}\u{E9}_1b_1\u{E9}\u{1F432}", false),
        ("\u{1F432}\u{A}\u{A}ba\u{A}\u{E9}\u{E9}b\u{1F432}_a 1\u{E9}\u{A}a_\u{E9}  b", false),
      ]
    ),
    (
      "$=u?",
      [
        ("\u{A}\u{A}babb", false), ("\u{E9}", false), ("a\u{1F432}_ _\u{1F432}\u{1F432}", false),
        ("__1\u{E9}b\u{A}_", false), ("a", false),
      ]
    ),
    (
      "[a-\u{E9}]",
      [
        ("\u{A}  a\u{E9}", true), ("1_ a_", true), ("", false), ("aa _\u{A}_ ", true),
        ("\u{1F432}1", false),
      ]
    ),
    (
      "\\W{2}?|1\\s(?<!\\p{L}{1,2}\u{E9}{1,2}\\n+)",
      [
        ("ba_", false), ("_1a1aa\u{E9}", false), ("\u{E9}\u{1F432}  ", true), ("1_b_1 ", true),
        ("ba a ", false),
      ]
    ),
    (
      "\\P{L}{1,2}",
      [
        ("1\u{1F432}\u{A}\u{A}1", true), ("b \u{A}\u{E9}", true), ("", false),
        ("1\u{1F432}_\u{A}\u{1F432}a ", true), ("a_", true),
      ]
    ),
    (
      "\\W{1,2}\\p{sc=Grek}",
      [
        ("\u{E9}", false), ("a1 a\u{A}\u{A}\u{A}\u{E9}\u{E9}a1a\u{A}1  b", false),
        ("ba b\u{A}b\u{A}\u{E9}\u{A}\u{E9}", false), ("\u{1F432}\u{1F432}\u{A}aa", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "p",
      [
        ("a", false), ("1 _1 \u{A}\u{A} \u{E9}\u{E9}_1\u{A}\u{1F432}", false),
        ("b\u{E9}__\u{E9}\u{A}_1\u{E9} \u{A} b\u{1F432}b_b", false),
        ("\u{A} \u{E9}_ \u{E9}b \u{1F432}b_1a\u{A}\u{1F432}_a\u{E9}_a1", false),
        ("ba b\u{A}", false),
      ]
    ),
    (
      "(?:\\d?)\\W{2}",
      [
        (" b1a", false), ("1b1", false), ("\u{E9}\u{1F432}a1\u{1F432}a", true), ("", false),
        ("b\u{1F432}", false),
      ]
    ),
    (
      "\\cJ",
      [
        ("\u{A}b1_ _", true), ("a111\u{E9}", false), ("a1\u{A}\u{E9}", true), ("", false),
        ("\u{A}aa", true),
      ]
    ),
    (
      "\\0\\s|\\p{L}*",
      [
        ("11 \u{E9}\u{A}\u{A}\u{1F432}b", true), ("\u{E9}\u{E9}\u{E9}\u{A}b\u{E9}", true),
        ("1a\u{E9}_\u{A}__ b\u{E9}1a_\u{E9}_\u{1F432}", true),
        ("ba_1\u{A}11 a\u{1F432}bb bb  _\u{1F432}\u{1F432}b\u{1F432}", true),
        ("\u{1F432}_b\u{1F432}\u{1F432}_1 _", true),
      ]
    ),
    (
      "[\\s\\d]",
      [
        ("\u{E9}ab", false), ("\u{E9}", false), (" b \u{1F432}\u{1F432}a", true),
        ("a\u{A}\u{A}_\u{E9}\u{1F432}", true), ("\u{1F432}\u{E9} a b", true),
      ]
    ),
    (
      "[\\s\\d]",
      [
        ("1\u{E9}_ b__", true), ("a\u{E9} ", true), ("_\u{A}b1_\u{E9}b", true), ("", false),
        ("\u{A}\u{1F432}1\u{1F432}1", true),
      ]
    ),
    (
      "\\x61",
      [
        ("b \u{1F432} \u{1F432}\u{E9}bbb\u{E9}1\u{E9}\u{E9}1\u{A}11 a1 \u{1F432}a", true),
        ("\u{1F432}  _\u{E9}_\u{A}\u{1F432}", false),
        ("1b_ _b \u{A}b1 \u{1F432}\u{A} \u{1F432}\u{E9}a1", true),
        ("\u{E9} 1\u{E9}_\u{1F432}__b\u{1F432}a1\u{E9}", true),
        ("1\u{1F432}a\u{E9}\u{1F432}_b", true),
      ]
    ),
    (
      "[a-\u{E9}]+?",
      [
        ("\u{1F432} 1\u{E9}\u{A}\u{1F432}", true), ("_", false), ("\u{E9}b\u{E9}", true),
        ("  \u{A}", false), (" \u{E9}b1\u{E9}", true),
      ]
    ),
    (
      " {1,2}\\B",
      [
        ("", false), (" \u{1F432} \u{1F432}", true), ("\u{1F432}aa\u{E9}_", false), ("", false),
        (
          "1\u{A}\u{1F432}\u{E9}1b\u{E9}\u{E9}\u{1F432}1\u{A}a__\u{1F432}\u{E9}a\u{1F432}b11\u{1F432}1",
          false
        ),
      ]
    ),
    (
      "\\p{Script=Latin}a",
      [
        ("\u{E9}1b_1\u{A}\u{A}", false), (" \u{A}_\u{1F432}a\u{A}\u{E9} _ ", false),
        ("b\u{A}a1a", false), ("\u{1F432}\u{A} 1a1\u{1F432}_\u{1F432}a", false), ("__", false),
      ]
    ),
    (
      "[^\\s\\w]{2}(\\B\\p{sc=Grek}[^])",
      [
        ("1_\u{1F432}", false), ("a_ba_\u{A}\u{E9}", false), ("a_a a ", false),
        ("\u{E9}  1 \u{E9}", false), ("_1", false),
      ]
    ),
    (
      "Greekx",
      [
        ("a\u{1F432}b \u{A}_", false), ("_", false), ("\u{1F432}\u{E9}11", false),
        (" \u{E9}1b", false), ("\u{E9} ", false),
      ]
    ),
    (
      "\\u0062{1,2}?|^\\u{1F432}+\\p{L}{2,3}?",
      [
        ("\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}", false), ("\u{A}a", false), ("a_b", true),
        ("b1b", true), ("\u{E9}_ba _a", true),
      ]
    ),
    (
      "[ab]\u{E9}(?<!^)",
      [
        ("b\u{A}\u{E9}", false), ("b\u{E9}\u{1F432}", true), (" \u{E9}_a", false),
        (" ba_ _a", false), ("1b", false),
      ]
    ),
    (
      "\\W",
      [("\u{A}b", true), ("", false), ("__1\u{A}1a", true), ("a\u{A}", true), ("b \u{A}", true)]
    ),
    (
      "1\\p{Ll}{0,}(?![^]{1,2}\\p{sc=Grek}\\p{L})",
      [
        ("1", true), ("", false), ("1\u{E9}\u{1F432}\u{E9}1\u{E9}", true),
        ("\u{E9}1_\u{E9}bb", true), ("11b\u{E9}a\u{E9}\u{1F432}", true),
      ]
    ),
    (
      "[\\b]",
      [
        ("", false), ("", false), (" \u{A}1\u{A} b", false), ("\u{1F432}bb__b\u{1F432}", false),
        ("1_\u{E9}\u{A}\u{1F432}b", false),
      ]
    ),
    (
      "^(\\p{sc=Grek}{0,}\\u0062{0,1})",
      [
        ("", true), ("\u{E9}\u{A}", true), ("\u{1F432}  11_b_", true),
        ("  ba a  a\u{1F432} \u{E9}__a\u{A}\u{A}a1\u{E9}", true), ("\u{A}1 _ ", true),
      ]
    ),
    (
      "\\p{L}+[\\b]",
      [
        ("\u{A}", false), ("1a\u{1F432}\u{1F432}", false), ("", false), ("1bb", false),
        ("\u{E9}\u{1F432}_\u{A}a\u{E9}\u{E9}a\u{A}\u{E9}\u{A} a", false),
      ]
    ),
    (
      "$\\n",
      [
        ("a b\u{A}b_\u{E9} a_a\u{A}  1\u{E9}b", false),
        (
          "bb\u{1F432}\u{1F432}a \u{E9}b  _\u{1F432}a\u{E9}\u{A}\u{1F432}\u{E9}ab \u{A}b\u{E9}",
          false
        ), ("a 1 \u{A}b\u{E9}1\u{1F432}b_\u{A}\u{E9}\u{A}11_\u{A} 1bb_", false),
        ("\u{A}\u{1F432}\u{1F432}a b\u{1F432}\u{E9}baa_\u{E9}\u{A}\u{1F432}a", false),
        (" b_1\u{A}1 \u{A}b1", false),
      ]
    ),
    (
      "11{1,2}",
      [
        ("\u{1F432} \u{1F432}b\u{A}b", false), ("\u{1F432}a\u{E9}\u{A}\u{A} _", false),
        ("\u{1F432} \u{1F432}_\u{1F432}", false), ("\u{1F432}a\u{A}\u{1F432}", false),
        ("\u{1F432}1\u{A}bb", false),
      ]
    ),
    (
      "(?:(?<n>a|b))",
      [
        ("\u{1F432}1\u{E9}\u{1F432} \u{E9}\u{A}a ", true), (" \u{A}\u{E9}_\u{E9}1\u{1F432}", false),
        ("_b", true),
        ("1\u{E9}_b\u{E9}b\u{1F432}\u{1F432}a1\u{1F432} \u{1F432}\u{1F432}\u{A}1", true),
        (
          " 1\u{E9} \u{1F432}\u{E9}\u{1F432}b\u{A}b\u{E9}b\u{1F432}b\u{E9}b\u{A}ab_\u{1F432}_", true
        ),
      ]
    ),
    (
      "\\n",
      [
        ("b\u{E9}\u{E9}\u{A}1\u{E9}1\u{E9}aab\u{A}\u{1F432}1b\u{1F432}\u{E9}", true),
        ("aa1 11\u{A}ab_\u{1F432}\u{E9} b\u{E9} 1 \u{E9}1", true),
        (
          "\u{1F432}\u{E9}\u{A}aa\u{1F432}\u{1F432}b\u{1F432}\u{E9} 1 bb \u{E9}\u{E9} \u{E9}\u{E9}11",
          true
        ), ("\u{E9} \u{A}", true), ("bb\u{1F432}1bb\u{A} 1", true),
      ]
    ),
    (
      "(?:\\d?)\\W{2}",
      [
        (" b1a", false), ("1b1", false), ("\u{E9}\u{1F432}a1\u{1F432}a", true), ("", false),
        ("b\u{1F432}", false),
      ]
    ),
    (
      "\\n[ab]",
      [
        (" _\u{E9}_", false), (" a \u{1F432}", false), ("b", false),
        ("\u{1F432}a\u{E9}\u{1F432}\u{A}b", true), ("\u{A}", false),
      ]
    ),
    (
      " ",
      [
        ("aa 1\u{A} a\u{A}\u{A}\u{A}_bb\u{1F432}ba\u{1F432}_\u{1F432}   1", true),
        ("b\u{A}", false), ("1b\u{E9} \u{A}1b\u{A}b 1\u{1F432}\u{A}a\u{E9}", true),
        ("1\u{1F432}   \u{E9}\u{A}aa", true),
        (
          "\u{1F432}\u{E9}a\u{1F432}\u{A}\u{1F432}b1\u{E9}\u{1F432}_a_a\u{A}b1\u{E9}_\u{1F432}",
          false
        ),
      ]
    ),
    (
      "(?=(?<![a-\u{E9}]))\\s| +",
      [
        (" 1", true), ("\u{E9}\u{1F432}\u{A}b_a\u{E9}", true), ("a", false), ("1\u{E9}_", false),
        ("\u{1F432}a", false),
      ]
    ),
    (
      "\\n",
      [
        ("b\u{E9}\u{E9}\u{A}1\u{E9}1\u{E9}aab\u{A}\u{1F432}1b\u{1F432}\u{E9}", true),
        ("aa1 11\u{A}ab_\u{1F432}\u{E9} b\u{E9} 1 \u{E9}1", true),
        (
          "\u{1F432}\u{E9}\u{A}aa\u{1F432}\u{1F432}b\u{1F432}\u{E9} 1 bb \u{E9}\u{E9} \u{E9}\u{E9}11",
          true
        ), ("\u{E9} \u{A}", true), ("bb\u{1F432}1bb\u{A} 1", true),
      ]
    ),
    (
      "\\P{L}{0,1}($)",
      [
        ("b a\u{A}\u{1F432}\u{A} \u{E9} \u{E9}\u{E9}\u{E9}\u{1F432}b\u{A}_a b _", true),
        ("_ \u{A}b1\u{A}a\u{A}ba_a\u{A}a_\u{A}", true),
        ("1 \u{E9}\u{A}1\u{1F432}\u{1F432}_ 1_\u{A} \u{1F432}", true),
        ("a_\u{1F432}_\u{1F432}\u{1F432} b\u{A}1", true), ("bb\u{E9}\u{E9}\u{A}b", true),
      ]
    ),
    (
      ".",
      [
        ("\u{E9}aba aa", true), ("", false), ("_\u{1F432}\u{A}", true), ("_\u{1F432}", true),
        ("b1", true),
      ]
    ),
    (
      "(?<n>a|b)b",
      [
        ("\u{E9}\u{A}\u{A}\u{1F432}", false), ("ab1\u{E9}\u{1F432}\u{E9}_", true), ("\u{A}", false),
        ("1_a\u{A}b", false), ("\u{E9}\u{1F432} 1", false),
      ]
    ),
    (
      "\u{1F432}\\P{L}+[^]",
      [
        (" a __\u{1F432} ", false), ("b", false), ("aab", false), ("\u{E9}_\u{1F432}bb  ", false),
        ("\u{1F432}\u{E9}", false),
      ]
    ),
    (
      "((b)+?)",
      [
        ("_\u{1F432}\u{1F432}\u{A}", false), ("_\u{1F432}\u{A}_a_", false), ("", false),
        ("b \u{E9}b\u{E9}\u{A}", true), ("bbb", true),
      ]
    ),
    (
      "=n",
      [
        ("b\u{E9} \u{A} ", false), ("a_a1a", false), (" \u{1F432}", false),
        ("\u{A}_a\u{1F432}b ", false), ("1__\u{E9}a  ", false),
      ]
    ),
    (
      "$p^",
      [
        ("_aaaa\u{1F432}_", false), (" \u{E9} a\u{1F432}b", false), ("a ", false),
        (" a\u{1F432}", false), (" __ ", false),
      ]
    ),
    (
      "1\\p{Ll}{0,}(?![^]{1,2}\\p{sc=Grek}\\p{L})",
      [
        ("1", true), ("", false), ("1\u{E9}\u{1F432}\u{E9}1\u{E9}", true),
        ("\u{E9}1_\u{E9}bb", true), ("11b\u{E9}a\u{E9}\u{1F432}", true),
      ]
    ),
    (
      "(?<=\\cJ\\p{sc=Grek})",
      [
        ("\u{A}", false), ("__1\u{E9} \u{E9}b\u{A}b\u{1F432}\u{A}1\u{E9}\u{A}1 \u{A}\u{A}", false),
        ("b", false), (" 11 \u{E9}a_b1", false), (" 1__1", false),
      ]
    ),
    (
      "[\\s\\d]",
      [
        ("1\u{E9}_ b__", true), ("a\u{E9} ", true), ("_\u{A}b1_\u{E9}b", true), ("", false),
        ("\u{A}\u{1F432}1\u{1F432}1", true),
      ]
    ),
    (
      "b.|(\\1\\W{1,2})",
      [
        ("_", false), ("b a_\u{A}bb", true), ("a\u{1F432}", true), (" a\u{1F432}", true),
        ("\u{1F432}ab", true),
      ]
    ),
    (
      "[]",
      [
        ("b", false), (" b_1 a\u{E9}", false), ("bb\u{E9}\u{E9}a", false), ("b\u{A}1b\u{A}", false),
        ("ab", false),
      ]
    ),
    (
      "c",
      [
        ("ab1\u{A}", false), ("\u{1F432}\u{1F432}a a11", false), ("_\u{A}1b", false),
        ("\u{E9}\u{1F432}\u{A} \u{E9}", false), (" b\u{A}", false),
      ]
    ),
    (
      "[\\b]+[^\\s\\w](?=\\u0062[ab]+1)",
      [
        ("\u{1F432} 1\u{A}\u{A}\u{A}\u{E9}ba\u{E9}\u{1F432}1", false),
        ("a\u{E9} _\u{1F432}_\u{E9}\u{1F432}_a ", false),
        ("11\u{E9}\u{1F432}1\u{1F432}\u{E9}b\u{A} \u{1F432}1a", false), ("1 ba_1\u{1F432} ", false),
        ("\u{E9}\u{A}\u{1F432}b_\u{1F432}\u{E9}b\u{E9}\u{1F432}  \u{A}  \u{E9}b1\u{E9}", false),
      ]
    ),
    (
      "1",
      [
        (" \u{E9}\u{A}_b ", false), ("1", true), ("a1ab", true), ("_a_\u{E9} \u{A}", false),
        ("\u{E9}\u{1F432}", false),
      ]
    ),
    (
      "b{0,1}",
      [
        ("b_", true), ("", true), ("1 _abb\u{A}\u{1F432}_a \u{1F432}aba a\u{E9}", true),
        ("\u{A}\u{A}a\u{1F432}1b_\u{1F432}\u{A}\u{A} ", true),
        ("aabb\u{1F432}b\u{1F432} _\u{A}\u{E9}\u{A}\u{A}\u{1F432}\u{1F432}b", true),
      ]
    ),
    (
      "$\\w(?:(\\n(?<n>a|b)\\P{L}){1,2})",
      [
        ("\u{A}a\u{A}\u{E9}", false), ("\u{E9} b", false), (" 1_\u{E9}a1", false),
        ("\u{A}1\u{1F432} b\u{A}_", false), ("_a_1", false),
      ]
    ),
    (
      "1\\p{L}",
      [
        ("", false), ("\u{E9}", false), ("a\u{E9} _\u{1F432}bb", false), ("bba_ a", false),
        ("\u{1F432}", false),
      ]
    ),
    (
      "\\u{1F432}{1,2}",
      [
        ("\u{E9}1", false), ("1a\u{A}ba1", false), ("bab \u{1F432} ", true),
        ("\u{1F432}__b\u{A}\u{E9}\u{E9}", true), ("1\u{1F432}b\u{A}", true),
      ]
    ),
    (
      "[a-\u{E9}]+\\p{sc=Grek}*",
      [
        ("\u{E9}1\u{A}\u{1F432}\u{A}_ \u{1F432}\u{E9}\u{A}\u{1F432}", true), ("a", true),
        ("\u{1F432} \u{1F432}\u{A}1b_\u{1F432} _b\u{E9}\u{E9}\u{E9}\u{1F432}a", true),
        ("\u{1F432}\u{E9}b\u{E9}\u{1F432}bb_ b_1 a\u{E9} bb\u{E9}\u{E9}a", true),
        ("b\u{A}1b\u{A}\u{E9}ab\u{E9}\u{E9}\u{E9}1_b\u{A}", true),
      ]
    ),
    (
      "b{0,1}(?=(b([\\b]|. ){2})\\n)",
      [
        ("\u{A}_\u{1F432} a", false), ("b", false), ("1ab\u{E9}_", false), ("", false),
        ("b\u{A}\u{1F432}", false),
      ]
    ),
    (
      "\\p{L}+[\\b]",
      [
        ("\u{A}", false), ("1a\u{1F432}\u{1F432}", false), ("", false), ("1bb", false),
        ("\u{E9}\u{1F432}_\u{A}a\u{E9}\u{E9}a\u{A}\u{E9}\u{A} a", false),
      ]
    ),
    (
      "$\\n",
      [
        ("a b\u{A}b_\u{E9} a_a\u{A}  1\u{E9}b", false),
        (
          "bb\u{1F432}\u{1F432}a \u{E9}b  _\u{1F432}a\u{E9}\u{A}\u{1F432}\u{E9}ab \u{A}b\u{E9}",
          false
        ), ("a 1 \u{A}b\u{E9}1\u{1F432}b_\u{A}\u{E9}\u{A}11_\u{A} 1bb_", false),
        ("\u{A}\u{1F432}\u{1F432}a b\u{1F432}\u{E9}baa_\u{E9}\u{A}\u{1F432}a", false),
        (" b_1\u{A}1 \u{A}b1", false),
      ]
    ),
    (
      "[]",
      [
        ("b", false), (" b_1 a\u{E9}", false), ("bb\u{E9}\u{E9}a", false), ("b\u{A}1b\u{A}", false),
        ("ab", false),
      ]
    ),
  ]

  /// Patterns V8 rejects in Unicode mode.
  static let invalidPatterns: [String] = [
    "|,[$",
    "1n\\xp\\k<",
    "[)a\\k<",
    "?}",
    "^(?<n>\\k<",
    "[^+[+)",
    "}n>$$|0",
    "|p0n-]sc=x",
    "]sc=L}a",
    "1)|a)$-",
    "{=\\*",
    "?*{1,",
    "(?<{1,",
    "\\p{0",
    ",x\\,[^",
    "?,[-]",
    "<(c",
    "-?\\x(]",
    "\\x|\\!n-]*",
    "?}",
    "(?<{1,",
    "?+=",
    "]sc=L}a",
    "(?<",
    "{",
    "(?<",
    "=[<{(,",
    "|p0n-]sc=x",
    "^(?<n>\\k<",
    "[^\\^\\k<!{1,",
    "=,)][+*",
    "\\x|\\!n-]*",
    "}",
    "\\u{|?x!]L}",
    "\\p{0",
    "[)a\\k<",
    "^(?<n>\\k<",
    "P}>",
    "\\k<n>",
    "\\k<n>+[\\-a]\\p{Ll}{1,2}",
    "c0p{\\x",
    "[^c[-]]{p",
    "1n\\xp\\k<",
    ")P=!",
    ",x\\,[^",
    "[)a\\k<",
    "{1,}",
    "1n\\xp\\k<",
    "[^c[-]]{p",
    "-?\\x(]",
    "{=\\*",
    "}:,)n*1",
    "^(?<n>\\k<",
    "n,(ka!",
    "\\<^\\",
    "[)a\\k<",
    "u{+!\\",
    "}",
    ":>\\u{${1,",
    "}",
  ]
}
