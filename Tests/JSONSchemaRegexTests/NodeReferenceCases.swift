// Generated with Node.js 20 (V8): new RegExp(pattern, "u").test(input) on random patterns
// from a small grammar (/tmp/fuzz/gen*.js in the author's session); do not edit by hand.

/// Reference verdicts from another ECMA-262 engine, checked by `ECMARegexReferenceTests`.
enum NodeReferenceCases {
  /// Patterns, each with `(input, matched)` pairs.
  static let matches: [(String, [(String, Bool)])] = [
    (
      "(?!\\s)",
      [
        ("aa_\u{A}\u{A}ba", true), ("_1aa1\u{E9}__ \u{A}\u{E9}1\u{1F432}\u{A}\u{A}  b1", true),
        (" \u{1F432}\u{E9}\u{A} 1\u{E9}\u{E9}\u{1F432}\u{1F432} \u{E9}\u{1F432}ab1a", true),
        ("1 1\u{E9}\u{E9}b1\u{E9}1\u{E9}b\u{A}a\u{A}\u{E9}_\u{1F432}a\u{1F432}11\u{A}", true),
        ("__\u{A}1\u{A}\u{1F432}\u{A}  a _b", true),
      ]
    ),
    (
      "(?=(?=\u{E9})\\p{L})\\x61+?",
      [
        ("\u{A}b\u{1F432}\u{E9}\u{A}bb_\u{E9} \u{A}", false), ("\u{E9} 1a1b_\u{A}111 1b1b\u{A}_b \u{E9}_", false),
        ("\u{E9}1\u{A}\u{1F432}a\u{E9}\u{1F432}", false), ("\u{A}\u{E9} a\u{A}1__1\u{E9}", false),
        ("\u{E9}b\u{A}b\u{1F432}\u{A}1\u{E9}\u{A}1 \u{A}\u{A}ab", false),
      ]
    ),
    ("\\s??", [("\u{1F432}", true), ("b", true), ("1 aa", true), ("\u{1F432} 1b", true), ("a_ab\u{A}\u{A}", true)]),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      "\\0\\p{sc=Grek}|b[^]",
      [
        ("1\u{1F432}\u{E9}\u{A}_ab\u{E9}\u{A}\u{E9}aab\u{A}abb\u{E9}", true), ("_b\u{E9}", true),
        ("ab \u{1F432}\u{A}\u{E9}b\u{E9}1 \u{1F432}\u{E9}\u{A}\u{A}", true), ("__a_1\u{A}a1", false),
        ("a\u{1F432}_b\u{A}_\u{1F432} \u{A}\u{E9}_a\u{A}b1 \u{1F432} a", true),
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
      "\\.\\B|^\\w+(?=\\cJ(?!b[^] +)|[^])",
      [("\u{A}a", false), ("", false), ("\u{1F432}", false), ("\u{E9}1b", false), ("b\u{1F432}", true)]
    ),
    (
      "\u{1F432}{2}",
      [("\u{E9}\u{A}\u{E9} \u{E9}", false), ("__", false), ("b\u{A}", false), ("\u{1F432}a", false), ("", false)]
    ),
    (
      "p-P",
      [
        (" \u{A}\u{A}b\u{E9}bab_\u{A} 1\u{E9}b\u{A}ab", false), ("_\u{1F432}ab_b_\u{1F432}b\u{1F432}", false),
        ("_1\u{1F432}1 \u{A}\u{A}aa", false), ("\u{A}_b \u{A}b\u{1F432}  \u{1F432}ba___1a1aa\u{E9}\u{A}", false),
        ("\u{1F432}  11_b_", false),
      ]
    ),
    (
      "\\u0062",
      [
        ("\u{A}\u{A} \u{E9}1 _1\u{A}", false), ("\u{1F432}bbb_\u{E9}", true),
        ("_b1b\u{E9}\u{1F432}a\u{1F432}_1\u{A}", true), ("a\u{E9}\u{1F432}_ ", false),
        ("\u{A}aba\u{A}_1   \u{1F432}_b\u{A}\u{E9}\u{1F432} \u{A}b\u{E9}b\u{A}", true),
      ]
    ),
    (
      "\\0|\\P{L}(\\u{1F432}{1,2}?\u{1F432}?){0,1}",
      [
        ("\u{1F432} ___\u{A}\u{E9}a_b", true), ("\u{1F432}\u{1F432}b\u{1F432}b", true),
        ("a1 \u{A}\u{A} a\u{1F432}1\u{1F432}\u{1F432}", true),
        ("b1a1_ b\u{A}1\u{E9}\u{1F432}\u{A}\u{E9}bb  1\u{E9}a_a", true), ("", false),
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
      "[\\s\\d]*?\\B|(?<!a)",
      [
        ("", true), ("\u{1F432}a1 \u{A}a\u{A} \u{A}\u{1F432}1_bb", true), ("ab\u{E9}\u{A}", true),
        ("aa\u{A}a1\u{A}1\u{E9}bb\u{1F432}", true), ("b \u{E9}a__b\u{E9}_\u{1F432}_", true),
      ]
    ),
    (
      "\\p{Ll}{1,2}[\\-a]{1,2}?",
      [
        ("b_b\u{A}\u{E9}1\u{A}a", false), ("b\u{E9}\u{1F432}\u{A}bb11_\u{A}b bb\u{1F432}", false),
        ("\u{1F432}_b\u{A}", false), ("b\u{1F432}\u{E9}abaa\u{E9} _1\u{A}\u{A}", true), (" _ 1 ba\u{1F432}", true),
      ]
    ),
    ("\\n", [("b\u{E9}\u{E9}\u{A}1", true), ("1\u{E9}", false), ("", false), ("", false), ("\u{A}", true)]),
    (
      "[\\-a]",
      [
        ("b\u{E9} ", false), ("_111b", false), ("\u{1F432}a\u{1F432}\u{E9} ", true), ("", false),
        ("\u{A}\u{E9}\u{1F432}b\u{E9}", false),
      ]
    ),
    (
      "(?<!^[]{2,3}?(?<!\\w[^a]))(?:.{0,1}?)",
      [
        ("\u{1F432}", true), ("b_", true), ("b1a  \u{1F432}1", true), ("\u{E9}\u{1F432}_\u{E9}\u{E9}", true),
        ("\u{1F432}\u{E9}a1 \u{A}", true),
      ]
    ),
    (">P|!", [("\u{1F432}", false), ("1\u{A}__", false), ("", false), ("", false), ("", false)]),
    (
      " ",
      [
        ("aa 1\u{A} a\u{A}\u{A}\u{A}_bb\u{1F432}ba\u{1F432}_\u{1F432}   1", true), ("b\u{A}", false),
        ("1b\u{E9} \u{A}1b\u{A}b 1\u{1F432}\u{A}a\u{E9}", true), ("1\u{1F432}   \u{E9}\u{A}aa", true),
        ("\u{1F432}\u{E9}a\u{1F432}\u{A}\u{1F432}b1\u{E9}\u{1F432}_a_a\u{A}b1\u{E9}_\u{1F432}", false),
      ]
    ),
    (
      "^\\u0062\u{1F432}|\\p{L}",
      [
        ("_\u{E9}11 ", true), ("_\u{E9}b\u{1F432} ", true), ("b_\u{1F432}a\u{1F432}b", true), ("\u{1F432}1b_1 ", true),
        ("\u{1F432}\u{E9}__", true),
      ]
    ),
    (
      "(?!\\p{sc=Grek})\\p{Ll}{0,1}?",
      [
        ("  ", true), ("1 \u{E9}\u{1F432}_\u{E9}\u{E9}1\u{1F432}\u{E9}a", true),
        (" \u{A} b\u{1F432}a\u{A}\u{1F432}1\u{1F432}b1a11\u{1F432} _", true),
        ("ab\u{1F432}\u{E9}   \u{E9}\u{E9}_ba_ \u{A}1\u{1F432}1\u{1F432}", true),
        ("\u{1F432}b\u{A}b_\u{1F432}a\u{E9}\u{A}\u{A} _ \u{1F432} \u{1F432}", true),
      ]
    ),
    (
      "(?<n>a|b)([\\b]a+?)|[^\\s\\w]",
      [
        (" ", false), ("\u{E9}\u{E9}", true), ("\u{A}a\u{E9}1\u{A}_", true),
        ("b\u{E9}\u{E9}\u{A}1\u{E9}1\u{E9}aab\u{A}\u{1F432}1b\u{1F432}\u{E9}", true),
        ("aa1 11\u{A}ab_\u{1F432}\u{E9} b\u{E9} 1 \u{E9}1", true),
      ]
    ),
    ("1\\s{0,1}", [("\u{A}1\u{E9}", true), ("__", false), ("1\u{A}", true), ("a", false), ("\u{A}", false)]),
    (
      "(\\u0062{2}(?<=\\p{sc=Grek})\\s)(?<=[^])",
      [
        ("b1 b\u{E9}1aa_1b1a b1_\u{1F432}_", false), (" b__1_1\u{E9} 1\u{A}\u{A}_aa ", false),
        ("_ _b\u{A}\u{1F432}\u{E9} b\u{A} _\u{1F432}\u{1F432}ba\u{1F432}1", false), ("_1", false),
        ("\u{1F432}bb_\u{E9}", false),
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
      "\\b\\w{0,}?\\s",
      [("a _\u{A} ", true), ("", false), ("\u{1F432}\u{A}a", false), (" a", false), (" a\u{A}\u{A}\u{A}\u{E9}", true)]
    ),
    ("\\w??[^a]", [("\u{E9}\u{A}b\u{1F432}", true), ("a\u{A}", true), ("", false), ("", false), ("", false)]),
    (
      " ",
      [
        ("aa 1\u{A} a\u{A}\u{A}\u{A}_bb\u{1F432}ba\u{1F432}_\u{1F432}   1", true), ("b\u{A}", false),
        ("1b\u{E9} \u{A}1b\u{A}b 1\u{1F432}\u{A}a\u{E9}", true), ("1\u{1F432}   \u{E9}\u{A}aa", true),
        ("\u{1F432}\u{E9}a\u{1F432}\u{A}\u{1F432}b1\u{E9}\u{1F432}_a_a\u{A}b1\u{E9}_\u{1F432}", false),
      ]
    ),
    (
      "1\\.",
      [
        ("a\u{A} ", false), ("a\u{A}1\u{1F432} a__\u{A}a\u{1F432}_", false), (" _aaa \u{A}aa _bba b1b", false),
        ("_1\u{E9}_1\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}\u{E9}\u{A}a\u{1F432}a_b\u{1F432}b", false),
        ("b_\u{E9}_ba _ab\u{E9}\u{A}\u{E9}_\u{1F432}b\u{1F432}\u{1F432}", false),
      ]
    ),
    (
      "1\\p{Ll}{0,}(?![^]{1,2}\\p{sc=Grek}\\p{L})",
      [
        ("1", true), ("", false), ("1\u{E9}\u{1F432}\u{E9}1\u{E9}", true), ("\u{E9}1_\u{E9}bb", true),
        ("11b\u{E9}a\u{E9}\u{1F432}", true),
      ]
    ),
    (
      "[^]$",
      [
        ("b\u{A}1\u{E9}bb\u{E9}\u{E9}\u{A}b\u{A}\u{A}\u{E9}a1\u{A}1", true), ("\u{A}", true),
        ("\u{E9}_\u{1F432}11 ", true), ("11\u{1F432}a\u{1F432}ba1\u{E9}a\u{1F432}_\u{A}", true), ("__aa__", true),
      ]
    ),
    (
      "(?<n>a|b)([\\b]a+?)|[^\\s\\w]",
      [
        (" ", false), ("\u{E9}\u{E9}", true), ("\u{A}a\u{E9}1\u{A}_", true),
        ("b\u{E9}\u{E9}\u{A}1\u{E9}1\u{E9}aab\u{A}\u{1F432}1b\u{1F432}\u{E9}", true),
        ("aa1 11\u{A}ab_\u{1F432}\u{E9} b\u{E9} 1 \u{E9}1", true),
      ]
    ),
    (
      "[\\b]",
      [
        ("_\u{E9}\u{E9} ab\u{1F432}\u{E9}b1\u{A} a", false), ("\u{E9} \u{1F432}_\u{E9}\u{E9}1\u{1F432}", false),
        ("b\u{E9}a \u{E9}\u{E9} ", false), ("aa\u{E9}_\u{A}1_1 ", false), ("bb1a1 _\u{A}b 1 _a1\u{A}_b \u{E9}", false),
      ]
    ),
    (
      "\\s(?![])",
      [
        ("aa\u{A}b_\u{E9}a\u{1F432}\u{E9}\u{E9}\u{E9} \u{A}", true), ("_\u{E9}11ab \u{A}\u{1F432}\u{E9} ", true),
        ("\u{A}\u{1F432}\u{E9}_\u{1F432}\u{1F432}\u{A}1_1\u{1F432}\u{1F432}b", true),
        ("_\u{E9}_\u{E9}\u{1F432}\u{1F432}1_", false), ("_a_ba_\u{A}\u{E9}1", true),
      ]
    ),
    ("\\s", [("\u{1F432}a", false), ("1", false), ("", false), ("1 1\u{E9}\u{E9}b1", true), ("1\u{E9}", false)]),
    (
      "\\bb\\u0062",
      [
        ("bb1 \u{E9}1_", true), ("ba\u{1F432}1 b\u{A}\u{1F432}__ab a \u{A}", false),
        ("1\u{A} 11  \u{1F432}11ba", false), ("a\u{E9}b\u{1F432}1\u{A}_\u{E9}\u{E9} ab\u{1F432}\u{E9}b1\u{A} ", false),
        ("", false),
      ]
    ),
    (
      "$\\n",
      [
        ("a b\u{A}b_\u{E9} a_a\u{A}  1\u{E9}b", false),
        ("bb\u{1F432}\u{1F432}a \u{E9}b  _\u{1F432}a\u{E9}\u{A}\u{1F432}\u{E9}ab \u{A}b\u{E9}", false),
        ("a 1 \u{A}b\u{E9}1\u{1F432}b_\u{A}\u{E9}\u{A}11_\u{A} 1bb_", false),
        ("\u{A}\u{1F432}\u{1F432}a b\u{1F432}\u{E9}baa_\u{E9}\u{A}\u{1F432}a", false), (" b_1\u{A}1 \u{A}b1", false),
      ]
    ),
    (
      "1",
      [
        ("111", true), ("b \u{A}\u{1F432}\u{A}\u{A}", false), ("\u{1F432}a_a\u{A}b", false),
        ("_b\u{A}\u{1F432}b", false), ("\u{A}", false),
      ]
    ),
    (
      "[a-\u{E9}]+?",
      [
        ("\u{1F432} 1\u{E9}\u{A}\u{1F432}", true), ("_", false), ("\u{E9}b\u{E9}", true), ("  \u{A}", false),
        (" \u{E9}b1\u{E9}", true),
      ]
    ),
    (
      "\\b\\b",
      [
        ("1_bb__\u{E9}\u{E9}a", true), ("\u{A}\u{1F432}\u{A}\u{E9}_", true),
        ("1\u{E9}b\u{1F432}a\u{E9}a_\u{A}aa\u{A} __\u{E9}\u{A}\u{A} ", true), ("\u{E9}\u{E9}\u{E9}", false),
        ("\u{A}_1_\u{E9} _\u{A} \u{E9}abb\u{A}1\u{E9}\u{E9}_b \u{1F432}b1", true),
      ]
    ),
    (
      "[^]$",
      [
        ("b\u{A}1\u{E9}bb\u{E9}\u{E9}\u{A}b\u{A}\u{A}\u{E9}a1\u{A}1", true), ("\u{A}", true),
        ("\u{E9}_\u{1F432}11 ", true), ("11\u{1F432}a\u{1F432}ba1\u{E9}a\u{1F432}_\u{A}", true), ("__aa__", true),
      ]
    ),
    (
      "1[^a]{2}\\n",
      [
        ("_\u{E9}", false), ("a1a", false), ("\u{1F432}\u{A} 11", false), ("\u{1F432}\u{1F432}\u{A}1\u{E9}", false),
        ("a\u{1F432}a  ", false),
      ]
    ),
    (
      "\u{1F432}{2}",
      [("\u{E9}\u{A}\u{E9} \u{E9}", false), ("__", false), ("b\u{A}", false), ("\u{1F432}a", false), ("", false)]
    ),
    (
      "[a-\u{E9}]+?",
      [
        ("\u{1F432} 1\u{E9}\u{A}\u{1F432}", true), ("_", false), ("\u{E9}b\u{E9}", true), ("  \u{A}", false),
        (" \u{E9}b1\u{E9}", true),
      ]
    ),
    (
      "b{0,1}(?=(b([\\b]|. ){2})\\n)",
      [("\u{A}_\u{1F432} a", false), ("b", false), ("1ab\u{E9}_", false), ("", false), ("b\u{A}\u{1F432}", false)]
    ),
    (
      "^(\\p{sc=Grek}{0,}\\u0062{0,1})",
      [
        ("", true), ("\u{E9}\u{A}", true), ("\u{1F432}  11_b_", true),
        ("  ba a  a\u{1F432} \u{E9}__a\u{A}\u{A}a1\u{E9}", true), ("\u{A}1 _ ", true),
      ]
    ),
    (
      "-",
      [
        ("__b\u{1F432}", false), ("b_\u{1F432}\u{A}", false), ("\u{A} ", false), ("_ aa1a\u{E9}", false),
        ("\u{E9}", false),
      ]
    ),
    (
      "(?:(?!(?<!(.)|\\0(?:[]\\n|a\u{1F432})))\\d{0,1})",
      [
        ("_\u{E9}_\u{E9}\u{1F432}\u{1F432}1_", true), ("_a_ba_\u{A}\u{E9}1", true), ("_", true), ("", false),
        ("a 1\u{E9}  1 \u{E9}\u{E9}_1\u{E9}bb\u{1F432}", true),
      ]
    ),
    (
      "1{0,1}",
      [
        ("__1\u{E9}b\u{A}_ba\u{E9}bbb_aab_\u{A} _ 1", true), ("\u{A}\u{A}1\u{A}b \u{A}\u{E9}a_1", true),
        ("_\u{A}\u{1F432}a \u{E9}a_\u{A}", true), ("_\u{1F432}1a11\u{E9}\u{A}\u{A}aa1", true),
        ("\u{1F432}_b\u{1F432}\u{A}\u{1F432}\u{E9}1 \u{1F432} \u{1F432}b\u{1F432}b1\u{A}\u{A}", true),
      ]
    ),
    (
      "(?!\\s)",
      [
        ("aa_\u{A}\u{A}ba", true), ("_1aa1\u{E9}__ \u{A}\u{E9}1\u{1F432}\u{A}\u{A}  b1", true),
        (" \u{1F432}\u{E9}\u{A} 1\u{E9}\u{E9}\u{1F432}\u{1F432} \u{E9}\u{1F432}ab1a", true),
        ("1 1\u{E9}\u{E9}b1\u{E9}1\u{E9}b\u{A}a\u{A}\u{E9}_\u{1F432}a\u{1F432}11\u{A}", true),
        ("__\u{A}1\u{A}\u{1F432}\u{A}  a _b", true),
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
      "[^a][\\s\\d]*(?:^)",
      [
        ("\u{1F432}\u{A}", false), ("  ", false), ("b\u{E9}\u{1F432}", false), ("\u{E9}\u{1F432} _ ", false),
        ("", false),
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
      ".{2,3}?",
      [("ab\u{E9}b1\u{A}", true), ("1a1  ", true), ("\u{E9} \u{1F432}b", true), ("_ \u{E9}1b ", true), ("", false)]
    ),
    (
      "[\\-a]\\w{0,1}",
      [
        ("\u{A}", false), ("ab\u{A}ab__\u{A}\u{A} aa1\u{E9}1 ", true), ("\u{E9}bab\u{1F432}\u{E9}a1abb", true),
        (" \u{A}1\u{A}1\u{1F432}\u{1F432} 1b11\u{1F432}\u{E9}_1a", true), ("", false),
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
      "(?<=\u{E9}\u{E9}{2,3})",
      [
        ("\u{E9} \u{A}a1_\u{1F432}\u{A} 1a 1 a\u{1F432}\u{A}b", false), ("1\u{A}a1a _a \u{1F432}a a\u{1F432}_a", false),
        ("b\u{A}1_\u{E9}\u{1F432}1", false), ("_ a\u{E9}__ab1\u{A}a_", false),
        ("b\u{E9}1\u{E9}\u{E9}\u{1F432}\u{E9}a\u{A}_ \u{A}1\u{E9}", false),
      ]
    ),
    (
      "\\u0062",
      [
        ("\u{A}\u{A} \u{E9}1 _1\u{A}", false), ("\u{1F432}bbb_\u{E9}", true),
        ("_b1b\u{E9}\u{1F432}a\u{1F432}_1\u{A}", true), ("a\u{E9}\u{1F432}_ ", false),
        ("\u{A}aba\u{A}_1   \u{1F432}_b\u{A}\u{E9}\u{1F432} \u{A}b\u{E9}b\u{A}", true),
      ]
    ),
    (
      "[^]$",
      [
        ("b\u{A}1\u{E9}bb\u{E9}\u{E9}\u{A}b\u{A}\u{A}\u{E9}a1\u{A}1", true), ("\u{A}", true),
        ("\u{E9}_\u{1F432}11 ", true), ("11\u{1F432}a\u{1F432}ba1\u{E9}a\u{1F432}_\u{A}", true), ("__aa__", true),
      ]
    ),
    (
      "1",
      [
        ("\u{E9}", false), ("\u{1F432}b_\u{A}_\u{1F432}\u{E9}", false), ("\u{1F432}\u{1F432}\u{1F432}1", true),
        ("\u{E9}1a\u{A}\u{E9}1", true), ("\u{E9}ba", false),
      ]
    ),
    (
      "1\\.",
      [
        ("a\u{A} ", false), ("a\u{A}1\u{1F432} a__\u{A}a\u{1F432}_", false), (" _aaa \u{A}aa _bba b1b", false),
        ("_1\u{E9}_1\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}\u{E9}\u{A}a\u{1F432}a_b\u{1F432}b", false),
        ("b_\u{E9}_ba _ab\u{E9}\u{A}\u{E9}_\u{1F432}b\u{1F432}\u{1F432}", false),
      ]
    ),
    (
      "[ab]\\n(\u{E9}{0,1}11)",
      [
        ("\u{1F432}b_\u{A}1", false), (" a\u{A}", false), ("", false), ("\u{1F432}", false),
        ("aa\u{A}1\u{1F432}1", false),
      ]
    ),
    (
      "$a!P-1x",
      [
        ("\u{E9}a\u{A}\u{E9}", false), ("11\u{1F432}\u{A}1\u{A}", false), (" ", false), ("1\u{A}_ab1", false),
        ("\u{E9}\u{E9}a b1", false),
      ]
    ),
    (
      "1\\.",
      [
        ("a\u{A} ", false), ("a\u{A}1\u{1F432} a__\u{A}a\u{1F432}_", false), (" _aaa \u{A}aa _bba b1b", false),
        ("_1\u{E9}_1\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}\u{E9}\u{A}a\u{1F432}a_b\u{1F432}b", false),
        ("b_\u{E9}_ba _ab\u{E9}\u{A}\u{E9}_\u{1F432}b\u{1F432}\u{1F432}", false),
      ]
    ),
    (
      "b",
      [
        ("1 ", false), ("1\u{A}\u{E9}\u{1F432}bbb", true), ("\u{E9}\u{1F432}_b1b\u{E9}", true), ("a\u{1F432}_", false),
        ("\u{A}ba\u{E9}\u{1F432}_", true),
      ]
    ),
    (
      "b{1,2}?|^a+[^]{2,3}?",
      [
        ("\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}", false), ("\u{A}a", false), ("a_b", true), ("b1b", true),
        ("\u{E9}_ba _a", true),
      ]
    ),
    (
      "[\\b]{1,2}\\B",
      [
        (" b__\u{1F432}a\u{E9} __\u{A}b1_\u{E9}ba \u{A}\u{1F432}1\u{1F432}", false),
        ("\u{1F432}\u{1F432}1  b\u{1F432}\u{A}1\u{E9}\u{E9}1\u{A}\u{E9} _\u{1F432}\u{A}", false),
        ("\u{A} b1a\u{1F432}", false), ("b11\u{E9}\u{1F432}a1\u{1F432}aa\u{E9}b\u{1F432}\u{1F432} \u{A}aa _", false),
        ("\u{A} \u{1F432} \u{1F432}\u{E9}11\u{E9}\u{1F432}ba_\u{1F432}1 1b   ", false),
      ]
    ),
    ("$", [("aaaa", true), ("a\u{E9} ", true), ("", true), ("\u{E9}a", true), ("\u{1F432}a", true)]),
    (
      "[\\s\\d]*?\\B|(?<!a)",
      [
        ("", true), ("\u{1F432}a1 \u{A}a\u{A} \u{A}\u{1F432}1_bb", true), ("ab\u{E9}\u{A}", true),
        ("aa\u{A}a1\u{A}1\u{E9}bb\u{1F432}", true), ("b \u{E9}a__b\u{E9}_\u{1F432}_", true),
      ]
    ),
    ("\\s??", [("\u{1F432}", true), ("b", true), ("1 aa", true), ("\u{1F432} 1b", true), ("a_ab\u{A}\u{A}", true)]),
    (
      "[\\b]+[^\\s\\w](?=\\u0062[ab]+1)",
      [
        ("\u{1F432} 1\u{A}\u{A}\u{A}\u{E9}ba\u{E9}\u{1F432}1", false), ("a\u{E9} _\u{1F432}_\u{E9}\u{1F432}_a ", false),
        ("11\u{E9}\u{1F432}1\u{1F432}\u{E9}b\u{A} \u{1F432}1a", false), ("1 ba_1\u{1F432} ", false),
        ("\u{E9}\u{A}\u{1F432}b_\u{1F432}\u{E9}b\u{E9}\u{1F432}  \u{A}  \u{E9}b1\u{E9}", false),
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
      "^\\u0062\u{1F432}|\\p{L}",
      [
        ("_\u{E9}11 ", true), ("_\u{E9}b\u{1F432} ", true), ("b_\u{1F432}a\u{1F432}b", true), ("\u{1F432}1b_1 ", true),
        ("\u{1F432}\u{E9}__", true),
      ]
    ),
    (
      ".\\P{L}\\0+?",
      [
        ("\u{1F432}\u{1F432}\u{A}\u{1F432}bb1\u{1F432}a_", false), ("\u{E9}1\u{1F432} ab", false), ("1 ", false),
        ("\u{A}1\u{1F432}\u{1F432}", false), ("\u{E9}b \u{E9}baa _b ba\u{A}\u{E9}_a_b\u{A}\u{1F432}\u{1F432}b", false),
      ]
    ),
    (
      "(\\P{L})[\\b]",
      [
        ("_", false), ("\u{A}a\u{A}a_", false), ("\u{1F432}1a\u{1F432}a1b\u{E9}_1", false),
        ("\u{1F432}\u{E9}_1b\u{A}", false), ("_ 1\u{A}b1\u{1F432}\u{A}b1\u{1F432} ", false),
      ]
    ),
    (
      "[\\b]| ", [("bb ", true), ("ba___\u{1F432}\u{E9}", false), ("_b\u{A}", false), ("_\u{A}1", false), ("a", false)]
    ),
    (
      "(?![^\\s\\w]{0,1}?[]*\\p{Ll}{2,3}?)",
      [("", true), (" \u{A}a\u{A} \u{A}", true), ("1_b", true), ("b", true), ("", true)]
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
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      ".\\P{L}\\0+?",
      [
        ("\u{1F432}\u{1F432}\u{A}\u{1F432}bb1\u{1F432}a_", false), ("\u{E9}1\u{1F432} ab", false), ("1 ", false),
        ("\u{A}1\u{1F432}\u{1F432}", false), ("\u{E9}b \u{E9}baa _b ba\u{A}\u{E9}_a_b\u{A}\u{1F432}\u{1F432}b", false),
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
      "!,",
      [
        ("a__", false), ("\u{1F432}\u{E9}\u{1F432}_b\u{A}\u{1F432}_\u{A}1ba1ab_b1  \u{E9}", false),
        ("1a\u{1F432}_1\u{A}1a \u{1F432}\u{E9}a_", false), ("", false),
        (" \u{E9}a\u{A}\u{E9} a\u{E9}\u{A}\u{1F432}", false),
      ]
    ),
    (
      "(?:(\\cJ{0,1}[^][^])){2}?",
      [("1\u{1F432} a", true), ("ab\u{1F432}1", true), ("", false), ("", false), ("1\u{1F432}1\u{A}", true)]
    ),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
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
      "(?<!\\cJ\\n{2})",
      [
        (" \u{A}_\u{E9}\u{E9}b\u{A}\u{1F432}\u{1F432}\u{E9}\u{1F432}", true),
        ("\u{A}1__11b\u{E9}\u{A}\u{E9}ab 1\u{E9} 1\u{1F432}a_\u{E9}_\u{1F432}", true),
        ("\u{E9}\u{1F432}\u{1F432} ", true), ("1 _\u{1F432}\u{A}\u{E9}_", true),
        ("1ab\u{E9}_a  \u{A}\u{E9}1\u{E9}ab \u{A}a1 \u{A}", true),
      ]
    ),
    (
      "$,k:",
      [("", false), ("\u{A}11", false), ("", false), ("\u{A}\u{1F432}1\u{E9}", false), ("\u{E9}_1b\u{A}", false)]
    ),
    (
      "aa",
      [
        ("__ \u{E9}\u{A}ab\u{E9} b", false), ("_a__\u{1F432}\u{A}_\u{E9} \u{A}_ab\u{1F432} _1", false),
        (" a_bb\u{A}\u{A}a\u{A}_\u{1F432}aa", true), ("", false), ("", false),
      ]
    ),
    (
      "\\p{Script=Latin}a",
      [
        ("\u{E9}1b_1\u{A}\u{A}", false), (" \u{A}_\u{1F432}a\u{A}\u{E9} _ ", false), ("b\u{A}a1a", false),
        ("\u{1F432}\u{A} 1a1\u{1F432}_\u{1F432}a", false), ("__", false),
      ]
    ),
    (
      "(?:(\\cJ{0,1}[^][^])){2}?",
      [("1\u{1F432} a", true), ("ab\u{1F432}1", true), ("", false), ("", false), ("1\u{1F432}1\u{A}", true)]
    ),
    (
      "[](?<!(\\w{2,3}[]{2}){1,2}?a\\p{L})",
      [
        ("\u{E9}\u{1F432}_", false), ("\u{A}\u{A}", false), ("\u{E9} \u{E9}", false), ("", false),
        ("\u{1F432}1 1", false),
      ]
    ),
    ("[]\\p{Ll}{1,2}", [(" \u{A}", false), ("", false), ("\u{E9}b_b\u{A}", false), ("1\u{A}", false), ("", false)]),
    (
      "\\p{Ll}(?:\\b([a-\u{E9}]{0,}?)[^])[^a]",
      [
        ("\u{A}ba  b\u{E9}", true), (" a", false), ("_1b", false), (" \u{E9}\u{E9}\u{1F432}1", false),
        ("  \u{A}", false),
      ]
    ),
    (
      "b",
      [
        ("\u{1F432}\u{A}\u{E9}\u{E9}111a\u{A}ba11", true), ("ab ", true),
        (" _\u{1F432}__b\u{A}\u{E9}\u{E9}\u{A}1", true), ("b\u{A}_\u{E9}a\u{A}\u{A} \u{E9}", true),
        ("_\u{E9}1ab\u{A}\u{E9}_1\u{1F432}_", true),
      ]
    ),
    (
      "((?<=[ab](([\\s\\d]))\\cJ+))",
      [("", false), ("", false), ("", false), (" \u{E9}_1", false), ("a\u{A}\u{1F432} _b\u{E9}", false)]
    ),
    (
      "n",
      [
        ("\u{E9}\u{1F432}1", false), ("11b \u{A}\u{1F432}", false), ("\u{A}1\u{1F432}a", false),
        ("a\u{A}b _b\u{A}", false), ("bb\u{A}", false),
      ]
    ),
    (
      "(?<=\u{E9}\u{E9}{2,3})",
      [
        ("\u{E9} \u{A}a1_\u{1F432}\u{A} 1a 1 a\u{1F432}\u{A}b", false), ("1\u{A}a1a _a \u{1F432}a a\u{1F432}_a", false),
        ("b\u{A}1_\u{E9}\u{1F432}1", false), ("_ a\u{E9}__ab1\u{A}a_", false),
        ("b\u{E9}1\u{E9}\u{E9}\u{1F432}\u{E9}a\u{A}_ \u{A}1\u{E9}", false),
      ]
    ),
    (
      "[\\s\\d][ab](?<!^)",
      [("b\u{A}\u{E9}", false), ("b\u{E9}\u{1F432}", false), (" \u{E9}_a", false), (" ba_ _a", true), ("1b", true)]
    ),
    (
      "\\p{L}{1,2}",
      [
        ("\u{1F432}aaa \u{E9}\u{E9}babb\u{1F432}\u{E9}_\u{1F432}\u{1F432}_\u{E9}_\u{A}\u{A} ", true),
        ("a\u{1F432}a", true), ("a_\u{1F432}b  11b_a_a ", true), ("\u{E9}b_\u{E9}", true), ("_1\u{1F432}", false),
      ]
    ),
    (
      " ",
      [
        ("aa 1\u{A} a\u{A}\u{A}\u{A}_bb\u{1F432}ba\u{1F432}_\u{1F432}   1", true), ("b\u{A}", false),
        ("1b\u{E9} \u{A}1b\u{A}b 1\u{1F432}\u{A}a\u{E9}", true), ("1\u{1F432}   \u{E9}\u{A}aa", true),
        ("\u{1F432}\u{E9}a\u{1F432}\u{A}\u{1F432}b1\u{E9}\u{1F432}_a_a\u{A}b1\u{E9}_\u{1F432}", false),
      ]
    ),
    (
      "\\p{Ll}(?:\\b([a-\u{E9}]{0,}?)[^])[^a]",
      [
        ("\u{A}ba  b\u{E9}", true), (" a", false), ("_1b", false), (" \u{E9}\u{E9}\u{1F432}1", false),
        ("  \u{A}", false),
      ]
    ),
    (
      "a*b{2,3}",
      [
        ("\u{A}aa\u{A}\u{A}b\u{1F432}bba\u{A}a__\u{A}a a\u{1F432} a\u{A} ", true),
        ("1 _\u{A}1a\u{A} 1\u{1F432}_\u{1F432}b\u{1F432}1\u{1F432}_a", false), ("\u{A}bb_a_\u{A}\u{A}1\u{E9}", true),
        ("aa\u{1F432}", false), ("_b \u{1F432} \u{1F432}\u{E9}", false),
      ]
    ),
    ("a1", [("", false), ("_ _\u{E9}\u{E9}\u{1F432}\u{A}", false), ("_", false), ("", false), ("", false)]),
    (
      "n",
      [
        ("\u{E9}\u{1F432}1", false), ("11b \u{A}\u{1F432}", false), ("\u{A}1\u{1F432}a", false),
        ("a\u{A}b _b\u{A}", false), ("bb\u{A}", false),
      ]
    ),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      "b{0,1}(?=(b([\\b]|. ){2})\\n)",
      [("\u{A}_\u{1F432} a", false), ("b", false), ("1ab\u{E9}_", false), ("", false), ("b\u{A}\u{1F432}", false)]
    ),
    (
      "$\\n",
      [
        ("a b\u{A}b_\u{E9} a_a\u{A}  1\u{E9}b", false),
        ("bb\u{1F432}\u{1F432}a \u{E9}b  _\u{1F432}a\u{E9}\u{A}\u{1F432}\u{E9}ab \u{A}b\u{E9}", false),
        ("a 1 \u{A}b\u{E9}1\u{1F432}b_\u{A}\u{E9}\u{A}11_\u{A} 1bb_", false),
        ("\u{A}\u{1F432}\u{1F432}a b\u{1F432}\u{E9}baa_\u{E9}\u{A}\u{1F432}a", false), (" b_1\u{A}1 \u{A}b1", false),
      ]
    ),
    (
      "\\p{Ll}(?:\\b([a-\u{E9}]{0,}?)[^])[^a]",
      [
        ("\u{A}ba  b\u{E9}", true), (" a", false), ("_1b", false), (" \u{E9}\u{E9}\u{1F432}1", false),
        ("  \u{A}", false),
      ]
    ),
    (
      "aa",
      [
        ("__ \u{E9}\u{A}ab\u{E9} b", false), ("_a__\u{1F432}\u{A}_\u{E9} \u{A}_ab\u{1F432} _1", false),
        (" a_bb\u{A}\u{A}a\u{A}_\u{1F432}aa", true), ("", false), ("", false),
      ]
    ),
    (
      "\\P{L}\\p{L}\\w??|\\n\u{E9}\\.",
      [
        ("", false), ("a", false), ("a\u{A}b_\u{A}__1ab1ab\u{1F432}\u{1F432}b  \u{A}1 ", true),
        ("1\u{A}b _b b_b_1a\u{E9}a", true), ("\u{1F432}a1a_abb \u{A}11\u{E9}__1_\u{E9}\u{E9}a 1\u{1F432}", true),
      ]
    ),
    (
      "b\\s\\s{1,2}",
      [
        ("_", false), ("_\u{1F432}ba\u{1F432}b", false), ("_\u{A}a", false), (" ", false),
        ("  \u{E9}\u{A} b\u{1F432}", false),
      ]
    ),
    (
      "(?=\\u{1F432})",
      [
        ("1\u{E9}a\u{1F432}_b\u{E9}b\u{E9}", true), ("a1 bbb1\u{1F432}\u{1F432}\u{1F432} \u{E9}", true),
        ("\u{E9} \u{E9}\u{E9}__\u{E9}b\u{A}\u{E9}\u{1F432}a", true), ("\u{1F432}_", true),
        ("__b \u{1F432}\u{A}b1b___\u{A}b", true),
      ]
    ),
    (
      "(\\u0062{2}(?<=\\p{sc=Grek})\\s)(?<=[^])",
      [
        ("b1 b\u{E9}1aa_1b1a b1_\u{1F432}_", false), (" b__1_1\u{E9} 1\u{A}\u{A}_aa ", false),
        ("_ _b\u{A}\u{1F432}\u{E9} b\u{A} _\u{1F432}\u{1F432}ba\u{1F432}1", false), ("_1", false),
        ("\u{1F432}bb_\u{E9}", false),
      ]
    ),
    (
      "((?=\\wa+?)){1,2}?",
      [("b", false), ("b\u{1F432}_", false), ("\u{A}", false), ("b\u{1F432}\u{E9}a", false), ("a", false)]
    ),
    (
      "[^a]",
      [
        ("_b\u{A} 1_", true), ("", false), ("b\u{A}\u{E9}\u{1F432} 1_\u{1F432}\u{A} _a  ", true),
        ("a\u{1F432}b b\u{A}\u{A}1_b\u{E9}1b_\u{E9}\u{1F432}a", true), ("\u{A}_", true),
      ]
    ),
    (
      "[a-\u{E9}]{2,3}\\P{L}",
      [
        ("", false), ("b\u{A}\u{1F432}b1 \u{E9}\u{E9}\u{1F432} bb\u{A}   a", true),
        (" \u{E9} 1a\u{1F432}1\u{1F432}\u{E9}aa \u{1F432}a", true),
        ("__ab1a1\u{A} aab\u{1F432}b b 1  \u{A}\u{E9}", true), ("_\u{E9} 1a\u{1F432} \u{E9}\u{1F432}1b\u{A}", false),
      ]
    ),
    (
      "((?<![]))*?",
      [
        ("b\u{1F432}", true), ("b  \u{A}1  1\u{A}", true), (" _b b", true),
        ("b_1a\u{E9}a_\u{1F432}a1a_abb \u{A}11\u{E9}_", true),
        ("1_\u{E9}\u{E9}a 1\u{1F432}\u{A}1\u{E9}a1abb  \u{1F432}\u{A}\u{E9}a_", true),
      ]
    ),
    (
      "[](?<!(\\w{2,3}[]{2}){1,2}?a\\p{L})",
      [
        ("\u{E9}\u{1F432}_", false), ("\u{A}\u{A}", false), ("\u{E9} \u{E9}", false), ("", false),
        ("\u{1F432}1 1", false),
      ]
    ),
    ("(.+1){0,}?", [("_\u{1F432} bb\u{1F432}a", true), ("", true), ("_", true), ("_\u{1F432}", true), ("b", true)]),
    (
      "\\0\\p{sc=Grek}|b[^]",
      [
        ("1\u{1F432}\u{E9}\u{A}_ab\u{E9}\u{A}\u{E9}aab\u{A}abb\u{E9}", true), ("_b\u{E9}", true),
        ("ab \u{1F432}\u{A}\u{E9}b\u{E9}1 \u{1F432}\u{E9}\u{A}\u{A}", true), ("__a_1\u{A}a1", false),
        ("a\u{1F432}_b\u{A}_\u{1F432} \u{A}\u{E9}_a\u{A}b1 \u{1F432} a", true),
      ]
    ),
    (
      "p",
      [
        ("a", false), ("1 _1 \u{A}\u{A} \u{E9}\u{E9}_1\u{A}\u{1F432}", false),
        ("b\u{E9}__\u{E9}\u{A}_1\u{E9} \u{A} b\u{1F432}b_b", false),
        ("\u{A} \u{E9}_ \u{E9}b \u{1F432}b_1a\u{A}\u{1F432}_a\u{E9}_a1", false), ("ba b\u{A}", false),
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
      "[a-\u{E9}]{2,3}\\P{L}",
      [
        ("", false), ("b\u{A}\u{1F432}b1 \u{E9}\u{E9}\u{1F432} bb\u{A}   a", true),
        (" \u{E9} 1a\u{1F432}1\u{1F432}\u{E9}aa \u{1F432}a", true),
        ("__ab1a1\u{A} aab\u{1F432}b b 1  \u{A}\u{E9}", true), ("_\u{E9} 1a\u{1F432} \u{E9}\u{1F432}1b\u{A}", false),
      ]
    ),
    (
      "[\\-a]",
      [
        ("b\u{E9} ", false), ("_111b", false), ("\u{1F432}a\u{1F432}\u{E9} ", true), ("", false),
        ("\u{A}\u{E9}\u{1F432}b\u{E9}", false),
      ]
    ),
    (
      "\\0+a\u{1F432}*",
      [
        (" ", false), ("", false), ("1_baa\u{A}\u{1F432}bbab b\u{1F432} a_b\u{A}b\u{1F432} a", false),
        ("11_\u{A}aa_1", false),
        ("\u{A}\u{1F432}_1\u{1F432}aa\u{1F432}\u{E9}\u{1F432}a_bb\u{E9}\u{1F432}\u{A}ba", false),
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
      "b",
      [
        ("1 ", false), ("1\u{A}\u{E9}\u{1F432}bbb", true), ("\u{E9}\u{1F432}_b1b\u{E9}", true), ("a\u{1F432}_", false),
        ("\u{A}ba\u{E9}\u{1F432}_", true),
      ]
    ),
    (
      "\\p{Ll}(?:\\b([a-\u{E9}]{0,}?)[^])[^a]",
      [
        ("\u{A}ba  b\u{E9}", true), (" a", false), ("_1b", false), (" \u{E9}\u{E9}\u{1F432}1", false),
        ("  \u{A}", false),
      ]
    ),
    (
      "!,",
      [
        ("a__", false), ("\u{1F432}\u{E9}\u{1F432}_b\u{A}\u{1F432}_\u{A}1ba1ab_b1  \u{E9}", false),
        ("1a\u{1F432}_1\u{A}1a \u{1F432}\u{E9}a_", false), ("", false),
        (" \u{E9}a\u{A}\u{E9} a\u{E9}\u{A}\u{1F432}", false),
      ]
    ),
    (
      "\\0|\\P{L}(\\u{1F432}{1,2}?\u{1F432}?){0,1}",
      [
        ("\u{1F432} ___\u{A}\u{E9}a_b", true), ("\u{1F432}\u{1F432}b\u{1F432}b", true),
        ("a1 \u{A}\u{A} a\u{1F432}1\u{1F432}\u{1F432}", true),
        ("b1a1_ b\u{A}1\u{E9}\u{1F432}\u{A}\u{E9}bb  1\u{E9}a_a", true), ("", false),
      ]
    ),
    (
      "[\\u{e9}-\\u{1F432}]?(?=a)(?<=[])",
      [("\u{A}a_b_\u{E9}a11_ a1_a_", false), ("b", false), ("_1_\u{A}babaabab_ ", false), ("1_b", false), ("a", false)]
    ),
    (
      "(?<!\\w)",
      [
        ("a \u{1F432}_ba\u{A}b_1\u{E9} \u{E9}_ab1_1_b", true),
        ("1 \u{E9}_\u{A}b1 a 1\u{1F432}1ba\u{E9}b\u{1F432}a  \u{1F432}b", true),
        ("\u{1F432}1_ \u{E9}\u{1F432}_1a\u{1F432}\u{1F432}_a\u{1F432}\u{A}1a_ ", true),
        ("a1111\u{E9}\u{1F432}_a1", true), ("a\u{A}b \u{A}b_1\u{A}\u{E9}", true),
      ]
    ),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      "[^]{1,2}",
      [
        ("\u{E9}\u{E9}\u{A}\u{1F432}\u{1F432}", true), ("\u{1F432} 1_", true), ("_\u{A}\u{1F432}_  a", true),
        ("\u{A}a\u{E9}\u{A}b a", true), ("\u{A} \u{E9}__ ", true),
      ]
    ),
    (
      "p-P",
      [
        (" \u{A}\u{A}b\u{E9}bab_\u{A} 1\u{E9}b\u{A}ab", false), ("_\u{1F432}ab_b_\u{1F432}b\u{1F432}", false),
        ("_1\u{1F432}1 \u{A}\u{A}aa", false), ("\u{A}_b \u{A}b\u{1F432}  \u{1F432}ba___1a1aa\u{E9}\u{A}", false),
        ("\u{1F432}  11_b_", false),
      ]
    ),
    (
      ".a",
      [
        ("\u{1F432}\u{1F432}_ _  ", false), ("1_b", false), ("_", false), ("\u{E9}\u{E9}ab\u{A}\u{1F432}\u{A}", true),
        ("_1", false),
      ]
    ),
    ("(.+1){0,}?", [("_\u{1F432} bb\u{1F432}a", true), ("", true), ("_", true), ("_\u{1F432}", true), ("b", true)]),
    ("[]\\p{Ll}{1,2}", [(" \u{A}", false), ("", false), ("\u{E9}b_b\u{A}", false), ("1\u{A}", false), ("", false)]),
    (
      "(?=\\u{1F432})",
      [
        ("1\u{E9}a\u{1F432}_b\u{E9}b\u{E9}", true), ("a1 bbb1\u{1F432}\u{1F432}\u{1F432} \u{E9}", true),
        ("\u{E9} \u{E9}\u{E9}__\u{E9}b\u{A}\u{E9}\u{1F432}a", true), ("\u{1F432}_", true),
        ("__b \u{1F432}\u{A}b1b___\u{A}b", true),
      ]
    ),
    (
      "\\p{Script=Latin}",
      [("bb_", true), ("_ab 1", true), ("b11 b\u{1F432}\u{E9}", true), ("\u{E9}__a \u{A}", true), ("\u{A} ", false)]
    ),
    (
      "[^]{1,2}",
      [
        ("\u{E9}\u{E9}\u{A}\u{1F432}\u{1F432}", true), ("\u{1F432} 1_", true), ("_\u{A}\u{1F432}_  a", true),
        ("\u{A}a\u{E9}\u{A}b a", true), ("\u{A} \u{E9}__ ", true),
      ]
    ),
    (
      "\\p{Script=Latin}a",
      [
        ("\u{E9}1b_1\u{A}\u{A}", false), (" \u{A}_\u{1F432}a\u{A}\u{E9} _ ", false), ("b\u{A}a1a", false),
        ("\u{1F432}\u{A} 1a1\u{1F432}_\u{1F432}a", false), ("__", false),
      ]
    ),
    (
      "\\P{L}*(?!(?<=[\\b]?).)",
      [
        ("\u{1F432}a\u{1F432}11\u{A}\u{A}", true), ("_\u{A}1\u{A}\u{1F432}\u{A} ", true), ("a _bb", true),
        ("\u{1F432}\u{1F432}\u{E9}", true), ("_1\u{1F432}", true),
      ]
    ),
    (
      "[\\-a]\\w{0,1}",
      [
        ("\u{A}", false), ("ab\u{A}ab__\u{A}\u{A} aa1\u{E9}1 ", true), ("\u{E9}bab\u{1F432}\u{E9}a1abb", true),
        (" \u{A}1\u{A}1\u{1F432}\u{1F432} 1b11\u{1F432}\u{E9}_1a", true), ("", false),
      ]
    ),
    (
      "\\p{L}*(?!\\n)(?:\u{1F432}{0,1}?)+?",
      [
        ("\u{1F432}\u{E9}_ \u{1F432}\u{E9}\u{1F432}\u{A}_a\u{E9}", true), ("a1\u{1F432}\u{A}\u{A}aa 11a1", true),
        ("", true), (" ", true), ("1 b1\u{A}\u{E9} \u{1F432}1\u{1F432}\u{A}b\u{E9}a\u{A}\u{E9}", true),
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
      "a*b{2,3}",
      [
        ("\u{A}aa\u{A}\u{A}b\u{1F432}bba\u{A}a__\u{A}a a\u{1F432} a\u{A} ", true),
        ("1 _\u{A}1a\u{A} 1\u{1F432}_\u{1F432}b\u{1F432}1\u{1F432}_a", false), ("\u{A}bb_a_\u{A}\u{A}1\u{E9}", true),
        ("aa\u{1F432}", false), ("_b \u{1F432} \u{1F432}\u{E9}", false),
      ]
    ),
    (
      "\\0|\\P{L}(\\u{1F432}{1,2}?\u{1F432}?){0,1}",
      [
        ("\u{1F432} ___\u{A}\u{E9}a_b", true), ("\u{1F432}\u{1F432}b\u{1F432}b", true),
        ("a1 \u{A}\u{A} a\u{1F432}1\u{1F432}\u{1F432}", true),
        ("b1a1_ b\u{A}1\u{E9}\u{1F432}\u{A}\u{E9}bb  1\u{E9}a_a", true), ("", false),
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
      "1\\.",
      [
        ("a\u{A} ", false), ("a\u{A}1\u{1F432} a__\u{A}a\u{1F432}_", false), (" _aaa \u{A}aa _bba b1b", false),
        ("_1\u{E9}_1\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}\u{E9}\u{A}a\u{1F432}a_b\u{1F432}b", false),
        ("b_\u{E9}_ba _ab\u{E9}\u{A}\u{E9}_\u{1F432}b\u{1F432}\u{1F432}", false),
      ]
    ),
    (
      "\\b",
      [
        ("ab\u{1F432}a_\u{A}b\u{1F432}\u{1F432} 1 11\u{1F432} ", true),
        (" \u{1F432}a_b\u{1F432}\u{E9}\u{E9}\u{E9}\u{1F432}1b  bbb\u{E9}\u{1F432}a", true),
        ("\u{E9}\u{E9}\u{A}\u{1F432}a \u{E9}1_", true), ("1bb1a\u{A}1_ \u{E9}\u{E9}_ b\u{1F432}\u{1F432}b", true),
        (" a _\u{A} a\u{1F432}\u{1F432}\u{A}a\u{E9} a1 a\u{A}\u{A}\u{A}", true),
      ]
    ),
    (
      "[\\b]",
      [
        ("__1a\u{E9}\u{E9}\u{A}a\u{E9} 11a\u{E9}1b a\u{E9}", false),
        ("bb1\u{A}\u{1F432}1\u{A}bb\u{E9}_\u{1F432}\u{A}", false),
        ("b_\u{E9}\u{1F432}\u{E9}_b_\u{A} \u{1F432}a\u{1F432}11ab_ba ", false),
        ("b \u{A}\u{E9}1\u{1F432}\u{1F432}_1b\u{E9}\u{A}___\u{1F432}\u{1F432}\u{A}bb", false),
        ("\u{E9}\u{E9}a\u{E9}b", false),
      ]
    ),
    (
      "\\u{1F432}{1,2}",
      [
        ("\u{E9}1", false), ("1a\u{A}ba1", false), ("bab \u{1F432} ", true), ("\u{1F432}__b\u{A}\u{E9}\u{E9}", true),
        ("1\u{1F432}b\u{A}", true),
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
      "[]+(\\1{2,3}?)??\\u{1F432}",
      [("\u{1F432}\u{A}  b\u{A}", false), ("\u{A}a", false), ("\u{1F432}", false), ("1", false), (" \u{1F432}", false)]
    ),
    (
      "(?:[^a]b){0,1}\u{1F432}[^a]",
      [("\u{E9}b", false), (" a_\u{A}\u{E9}1", false), ("_bb\u{E9}", false), ("a\u{E9}", false), ("", false)]
    ),
    (
      "\\P{L}*(?!(?<=[\\b]?).)",
      [
        ("\u{1F432}a\u{1F432}11\u{A}\u{A}", true), ("_\u{A}1\u{A}\u{1F432}\u{A} ", true), ("a _bb", true),
        ("\u{1F432}\u{1F432}\u{E9}", true), ("_1\u{1F432}", true),
      ]
    ),
    (".", [("\u{E9}aba aa", true), ("", false), ("_\u{1F432}\u{A}", true), ("_\u{1F432}", true), ("b1", true)]),
    (
      "[ab]\u{E9}(?<!^)",
      [("b\u{A}\u{E9}", false), ("b\u{E9}\u{1F432}", true), (" \u{E9}_a", false), (" ba_ _a", false), ("1b", false)]
    ),
    (
      "$,k:",
      [("", false), ("\u{A}11", false), ("", false), ("\u{A}\u{1F432}1\u{E9}", false), ("\u{E9}_1b\u{A}", false)]
    ),
    (
      "\\w|\\d{0,1}",
      [
        ("\u{E9} _ ", true), (" ba\u{1F432}a1", true), ("_\u{A}\u{A}b", true), ("_1\u{E9}\u{A}b", true),
        ("1\u{E9}b", true),
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
      "[]\\..",
      [
        (" bbb1_b1\u{1F432}1b\u{1F432}\u{E9}b__b1a  \u{1F432}", false),
        (" \u{E9}\u{1F432}_\u{E9}\u{E9}1\u{1F432}\u{E9}a1 \u{A} b\u{1F432}a\u{A}", false),
        ("1\u{1F432}b1a11\u{1F432} _", false),
        ("ab\u{1F432}\u{E9}   \u{E9}\u{E9}_ba_ \u{A}1\u{1F432}1\u{1F432}", false),
        ("\u{1F432}b\u{A}b_\u{1F432}a\u{E9}\u{A}\u{A} _ \u{1F432} \u{1F432}", false),
      ]
    ),
    (
      "\\x61",
      [
        ("b \u{1F432} \u{1F432}\u{E9}bbb\u{E9}1\u{E9}\u{E9}1\u{A}11 a1 \u{1F432}a", true),
        ("\u{1F432}  _\u{E9}_\u{A}\u{1F432}", false), ("1b_ _b \u{A}b1 \u{1F432}\u{A} \u{1F432}\u{E9}a1", true),
        ("\u{E9} 1\u{E9}_\u{1F432}__b\u{1F432}a1\u{E9}", true), ("1\u{1F432}a\u{E9}\u{1F432}_b", true),
      ]
    ),
    (
      "(?:(?!(?<!(.)|\\0(?:[]\\n|a\u{1F432})))\\d{0,1})",
      [
        ("_\u{E9}_\u{E9}\u{1F432}\u{1F432}1_", true), ("_a_ba_\u{A}\u{E9}1", true), ("_", true), ("", false),
        ("a 1\u{E9}  1 \u{E9}\u{E9}_1\u{E9}bb\u{1F432}", true),
      ]
    ),
    (
      "1",
      [
        ("111", true), ("b \u{A}\u{1F432}\u{A}\u{A}", false), ("\u{1F432}a_a\u{A}b", false),
        ("_b\u{A}\u{1F432}b", false), ("\u{A}", false),
      ]
    ),
    (
      "\u{E9}(?!\\0*)",
      [
        (" \u{A}\u{E9}__\u{A}", false), ("1b\u{1F432}\u{A}", false), ("", false), ("1_", false),
        ("\u{E9}\u{E9}", false),
      ]
    ),
    (
      "a{2}b(?=[ab])",
      [
        ("\u{A}1\u{A}\u{1F432}\u{A}", false), (" b_1", false), ("bb_\u{1F432}_ b\u{E9}b", false),
        ("ba\u{1F432}aa\u{1F432}\u{1F432} \u{1F432}bb_ _ab ", false),
        ("_b11 b\u{1F432}\u{E9}1\u{E9}__a \u{A}\u{E9}\u{A} ", false),
      ]
    ),
    (
      "1{0,1}",
      [
        ("__1\u{E9}b\u{A}_ba\u{E9}bbb_aab_\u{A} _ 1", true), ("\u{A}\u{A}1\u{A}b \u{A}\u{E9}a_1", true),
        ("_\u{A}\u{1F432}a \u{E9}a_\u{A}", true), ("_\u{1F432}1a11\u{E9}\u{A}\u{A}aa1", true),
        ("\u{1F432}_b\u{1F432}\u{A}\u{1F432}\u{E9}1 \u{1F432} \u{1F432}b\u{1F432}b1\u{A}\u{A}", true),
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
      "\\0\\p{sc=Grek}|b[^]",
      [
        ("1\u{1F432}\u{E9}\u{A}_ab\u{E9}\u{A}\u{E9}aab\u{A}abb\u{E9}", true), ("_b\u{E9}", true),
        ("ab \u{1F432}\u{A}\u{E9}b\u{E9}1 \u{1F432}\u{E9}\u{A}\u{A}", true), ("__a_1\u{A}a1", false),
        ("a\u{1F432}_b\u{A}_\u{1F432} \u{A}\u{E9}_a\u{A}b1 \u{1F432} a", true),
      ]
    ),
    ("\\n", [("b\u{E9}\u{E9}\u{A}1", true), ("1\u{E9}", false), ("", false), ("", false), ("\u{A}", true)]),
    (
      "b.|(\\1\\W{1,2})",
      [("_", false), ("b a_\u{A}bb", true), ("a\u{1F432}", true), (" a\u{1F432}", true), ("\u{1F432}ab", true)]
    ),
    (
      "<",
      [
        ("\u{E9} ", false), ("\u{E9}1", false), ("b\u{E9} \u{A}\u{1F432}b", false), ("\u{1F432}", false),
        ("bb\u{A} 11", false),
      ]
    ),
    (
      "\\w*(?=\\u0062(?:[^]{0,1}?\\p{L}))\\x61",
      [
        (" b 1", false), (" \u{A}\u{E9}\u{A}_\u{E9} 1a\u{1F432} \u{E9}\u{1F432}1b\u{A}\u{A}", false),
        ("bab\u{E9}\u{1F432}\u{A}\u{1F432}11\u{A}1 b 1\u{A}bb\u{1F432}", false),
        ("_\u{E9}\u{1F432}1_\u{1F432}_", false),
        ("1 1\u{E9}b\u{E9}1b\u{A}\u{A}\u{1F432}b\u{A}b\u{A}\u{1F432}_\u{A}\u{A}_ ", false),
      ]
    ),
    (
      "(?![^\\s\\w]{0,1}?[]*\\p{Ll}{2,3}?)",
      [("", true), (" \u{A}a\u{A} \u{A}", true), ("1_b", true), ("b", true), ("", true)]
    ),
    (
      "p-P",
      [
        (" \u{A}\u{A}b\u{E9}bab_\u{A} 1\u{E9}b\u{A}ab", false), ("_\u{1F432}ab_b_\u{1F432}b\u{1F432}", false),
        ("_1\u{1F432}1 \u{A}\u{A}aa", false), ("\u{A}_b \u{A}b\u{1F432}  \u{1F432}ba___1a1aa\u{E9}\u{A}", false),
        ("\u{1F432}  11_b_", false),
      ]
    ),
    (
      "1\\.",
      [
        ("a\u{A} ", false), ("a\u{A}1\u{1F432} a__\u{A}a\u{1F432}_", false), (" _aaa \u{A}aa _bba b1b", false),
        ("_1\u{E9}_1\u{1F432}\u{1F432}\u{E9}\u{A}\u{E9}\u{A}\u{E9}\u{A}a\u{1F432}a_b\u{1F432}b", false),
        ("b_\u{E9}_ba _ab\u{E9}\u{A}\u{E9}_\u{1F432}b\u{1F432}\u{1F432}", false),
      ]
    ),
    (
      "(?<!\\cJ\\n{2})",
      [
        (" \u{A}_\u{E9}\u{E9}b\u{A}\u{1F432}\u{1F432}\u{E9}\u{1F432}", true),
        ("\u{A}1__11b\u{E9}\u{A}\u{E9}ab 1\u{E9} 1\u{1F432}a_\u{E9}_\u{1F432}", true),
        ("\u{E9}\u{1F432}\u{1F432} ", true), ("1 _\u{1F432}\u{A}\u{E9}_", true),
        ("1ab\u{E9}_a  \u{A}\u{E9}1\u{E9}ab \u{A}a1 \u{A}", true),
      ]
    ),
    (
      "[\\s\\d]*?\\B|(?<!a)",
      [
        ("", true), ("\u{1F432}a1 \u{A}a\u{A} \u{A}\u{1F432}1_bb", true), ("ab\u{E9}\u{A}", true),
        ("aa\u{A}a1\u{A}1\u{E9}bb\u{1F432}", true), ("b \u{E9}a__b\u{E9}_\u{1F432}_", true),
      ]
    ),
    (
      "(?:(?<n>a|b))",
      [
        ("\u{1F432}1\u{E9}\u{1F432} \u{E9}\u{A}a ", true), (" \u{A}\u{E9}_\u{E9}1\u{1F432}", false), ("_b", true),
        ("1\u{E9}_b\u{E9}b\u{1F432}\u{1F432}a1\u{1F432} \u{1F432}\u{1F432}\u{A}1", true),
        (" 1\u{E9} \u{1F432}\u{E9}\u{1F432}b\u{A}b\u{E9}b\u{1F432}b\u{E9}b\u{A}ab_\u{1F432}_", true),
      ]
    ),
    (
      "(?:[^a]b){0,1}\u{1F432}[^a]",
      [("\u{E9}b", false), (" a_\u{A}\u{E9}1", false), ("_bb\u{E9}", false), ("a\u{E9}", false), ("", false)]
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
      "p-P",
      [
        (" \u{A}\u{A}b\u{E9}bab_\u{A} 1\u{E9}b\u{A}ab", false), ("_\u{1F432}ab_b_\u{1F432}b\u{1F432}", false),
        ("_1\u{1F432}1 \u{A}\u{A}aa", false), ("\u{A}_b \u{A}b\u{1F432}  \u{1F432}ba___1a1aa\u{E9}\u{A}", false),
        ("\u{1F432}  11_b_", false),
      ]
    ),
    (
      "[\\-a]",
      [
        ("b\u{E9} ", false), ("_111b", false), ("\u{1F432}a\u{1F432}\u{E9} ", true), ("", false),
        ("\u{A}\u{E9}\u{1F432}b\u{E9}", false),
      ]
    ),
    (
      "1n",
      [
        ("a \u{E9}\u{A}a\u{A} ", false), ("\u{1F432}\u{E9} \u{1F432}", false), (" ", false),
        ("b\u{1F432}a\u{1F432}", false), ("bb\u{A}\u{E9}a", false),
      ]
    ),
    (
      "(?![]).(?=b\\p{L}+ )",
      [
        ("\u{1F432} 1\u{A}", false), ("\u{A}\u{E9}ba", false), ("\u{1F432}1", false), ("a\u{E9} ", false),
        ("\u{1F432}_\u{E9}\u{1F432}_a ", false),
      ]
    ),
    (
      "\\P{L}{1,2}b",
      [
        ("", false), ("1\u{A}_\u{A}1b", true), ("\u{E9}\u{1F432}\u{A} \u{E9}", false), (" b\u{A}", true),
        ("\u{E9} \u{1F432}\u{A} ", false),
      ]
    ),
    (
      "(?:(\\cJ{0,1}[^][^])){2}?",
      [("1\u{1F432} a", true), ("ab\u{1F432}1", true), ("", false), ("", false), ("1\u{1F432}1\u{A}", true)]
    ),
    (
      "\\.\\B|^\\w+(?=\\cJ(?!b[^] +)|[^])",
      [("\u{A}a", false), ("", false), ("\u{1F432}", false), ("\u{E9}1b", false), ("b\u{1F432}", true)]
    ),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      "0x",
      [
        ("\u{E9}_1\u{1F432}a\u{E9}b\u{A}\u{1F432}a _ 1 \u{1F432}1_b_\u{E9}\u{A}b", false),
        ("\u{E9} 11 b_bbb\u{A}_\u{A}\u{E9}\u{1F432}\u{1F432}b", false), ("\u{E9}a", false), ("_", false),
        ("1\u{E9}\u{E9}  \u{1F432}\u{1F432}\u{1F432}\u{E9}\u{1F432}a\u{A}1b\u{A}_ __", false),
      ]
    ),
    (
      "\\P{L}*(?!(?<=[\\b]?).)",
      [
        ("\u{1F432}a\u{1F432}11\u{A}\u{A}", true), ("_\u{A}1\u{A}\u{1F432}\u{A} ", true), ("a _bb", true),
        ("\u{1F432}\u{1F432}\u{E9}", true), ("_1\u{1F432}", true),
      ]
    ),
    ("|p", [("", true), ("a", true), ("", true), ("\u{E9}\u{1F432}b\u{E9}", true), ("\u{1F432}\u{E9}babba", true)]),
    (
      "(?<=\u{E9}\u{E9}{2,3})",
      [
        ("\u{E9} \u{A}a1_\u{1F432}\u{A} 1a 1 a\u{1F432}\u{A}b", false), ("1\u{A}a1a _a \u{1F432}a a\u{1F432}_a", false),
        ("b\u{A}1_\u{E9}\u{1F432}1", false), ("_ a\u{E9}__ab1\u{A}a_", false),
        ("b\u{E9}1\u{E9}\u{E9}\u{1F432}\u{E9}a\u{A}_ \u{A}1\u{E9}", false),
      ]
    ),
    (
      "[]",
      [("b", false), (" b_1 a\u{E9}", false), ("bb\u{E9}\u{E9}a", false), ("b\u{A}1b\u{A}", false), ("ab", false)]
    ),
    (
      "(?<!\\w)",
      [
        ("a \u{1F432}_ba\u{A}b_1\u{E9} \u{E9}_ab1_1_b", true),
        ("1 \u{E9}_\u{A}b1 a 1\u{1F432}1ba\u{E9}b\u{1F432}a  \u{1F432}b", true),
        ("\u{1F432}1_ \u{E9}\u{1F432}_1a\u{1F432}\u{1F432}_a\u{1F432}\u{A}1a_ ", true),
        ("a1111\u{E9}\u{1F432}_a1", true), ("a\u{A}b \u{A}b_1\u{A}\u{E9}", true),
      ]
    ),
    (
      "<",
      [
        ("\u{E9} ", false), ("\u{E9}1", false), ("b\u{E9} \u{A}\u{1F432}b", false), ("\u{1F432}", false),
        ("bb\u{A} 11", false),
      ]
    ),
    (
      ".\\P{L}\\0+?",
      [
        ("\u{1F432}\u{1F432}\u{A}\u{1F432}bb1\u{1F432}a_", false), ("\u{E9}1\u{1F432} ab", false), ("1 ", false),
        ("\u{A}1\u{1F432}\u{1F432}", false), ("\u{E9}b \u{E9}baa _b ba\u{A}\u{E9}_a_b\u{A}\u{1F432}\u{1F432}b", false),
      ]
    ),
    (
      "p",
      [
        ("a", false), ("1 _1 \u{A}\u{A} \u{E9}\u{E9}_1\u{A}\u{1F432}", false),
        ("b\u{E9}__\u{E9}\u{A}_1\u{E9} \u{A} b\u{1F432}b_b", false),
        ("\u{A} \u{E9}_ \u{E9}b \u{1F432}b_1a\u{A}\u{1F432}_a\u{E9}_a1", false), ("ba b\u{A}", false),
      ]
    ),
  ]

  /// Patterns V8 rejects in Unicode mode.
  static let invalidPatterns: [String] = [
    "1,)^\\u{",
    "\\k<{1,",
    "[^+[+)",
    "\\",
    "n>n>!}",
    "\\x<{1,[Greek{|",
    "\\k<n>+[\\-a]\\p{Ll}{1,2}",
    "\\k<n>",
    "b]+)",
    "[^+[+)",
    "}",
    "?}",
    "\\p{0",
    "\\k<{1,",
    "(?:\\w|(\\n{2,3}\\k<n>(?:\u{1F432}\\0)+?))",
    "1,)^\\u{",
    "\\p{",
    "bn>{{",
    "^,\\",
    "{1,}=sc=\\b",
    "?}",
    "-?\\x(]",
    "}",
    "(?:\\w|(\\n{2,3}\\k<n>(?:\u{1F432}\\0)+?))",
    "^n>L}",
    "1,)^\\u{",
    "sc=sc=(?<(?<<",
    "^\\k<!{1,",
    "\\u{|?x!]L}",
    "]\\x(?<:]<L}",
    "]\\x(?<:]<L}",
    "\\",
    "[^+[+)",
    "P\\xcp1}",
    "(",
    "\\p{n${1,{",
    "\\k<n>",
    "n,(ka!",
    "\\c",
    "?*{1,",
    "\\k<n>",
    "}",
    "[^c[-]]{p",
    ")P=!",
    "P}>",
    "^\\k<!{1,",
    "c0p{\\x",
    "[)a\\k<",
    "{1,(",
    "\\p{",
    "b]+)",
    "({1,-]\\p{<\\u{\\u{",
    "-?\\x(]",
    "(1:",
    "\\k<{1,",
    "]\\x(?<:]<L}",
    "(?:\\w|(\\n{2,3}\\k<n>(?:\u{1F432}\\0)+?))",
    "(?<",
    "{1,(",
    "({1,-]\\p{<\\u{\\u{",
  ]
}
