//! The kinds of secret `redact` knows: one rule per provider prefix or credential shape,
//! each with the needles that tell it may occur, its pattern, and a check on what matched.

use std::sync::{LazyLock, OnceLock};

use regex::Regex;

use super::checks::*;

/// One kind of secret: where it is, and which text of the match is the secret itself.
pub(super) struct Rule {
    pub(super) kind: &'static str,
    /// Lowercase text one of which any match contains: most lessons contain none, and then
    /// the pattern is neither compiled nor run (compiling all of them costs milliseconds,
    /// and `cm fail` runs once per process). Empty: always run.
    pub(super) needles: &'static [&'static str],
    /// The secret is the first capture group that took part in the match, or the whole
    /// match when the pattern has no group (text around a group is kept, e.g. `password=`).
    pub(super) pattern: String,
    pub(super) re: OnceLock<Regex>,
    /// Extra check on (text of the match before the secret, the secret, the rest of its
    /// line), for shapes a regex without look-around cannot express.
    pub(super) accept: Accept,
}

/// An ASCII word boundary: faster than Unicode's, and secrets are ASCII.
const B: &str = r"(?-u:\b)";
/// Where a cut secret ends: the end of the text, after an optional ellipsis.
const CUT_END: &str = r"(?:…|\.\.\.)?\s*\z";

/// A value after `=` or `:`: the whole of a quoted one (spaces included, quotes escaped as
/// in JSON, a Debug string or a shell's single quotes (`'"'"'`) too; to the end of the line
/// when its closing quote was cut off), else the whole shell word up to the next space, with the commas, ampersands and
/// quoted parts inside it (`PASSWORD=p,a"s s"w`), less the punctuation that ends a
/// sentence or closes a bracket. A value that begins like a call or an index
/// (`get_password()`, `env["PW"]`) is code, which [`is_secret_value`] tells.
const VALUE: &str = r#"(?:'"'"'((?:[^'\n]|'"'"')+?)'"'"'|\\"([^"\\\n]+)\\"|"([^"\n]+)"|'([^'\n]+)'|"([^"\n]+)(?m:$)|'([^'\n]+)(?m:$)|([^\s"'\\\[](?:(?:[^\s"'\\]|"[^"\n]*"|'[^'\n]*')*[^\s"'\\,.;:)\]}>])?))"#;
/// Between a name and its value: `=`, `:`, `:=`, `=>`, `==`, spaces around.
const SEP: &str = r#"\\?["']?\s*(?:==|:=|=>|[:=])\s*"#;

/// A configuration line up to its name: indentation, a YAML list dash or `export`, an
/// opening quote, the name's head.
const LINE_NAME: &str = r#"[ \t]*(?:-[ \t]+|export[ \t]+)?["']?[A-Za-z0-9_.\-]*"#;
/// One value: quoted, or a word.
const LINE_WORD: &str = r#"(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'#]\S*))"#;
/// The end of a configuration line, after an optional comment.
const LINE_END: &str = r"[ \t]*(?:[ \t]#.*)?\r?$";

type Accept = fn(&str, &str, &str) -> bool;

fn rule(
    kind: &'static str,
    needles: &'static [&'static str],
    pattern: String,
    accept: Accept,
) -> Rule {
    Rule {
        kind,
        needles,
        pattern,
        re: OnceLock::new(),
        accept,
    }
}

/// A provider token: `prefix` then at least `min` of `chars`; and the same prefix with at
/// least `cut` of them at the very end of the text, for a token that was already cut
/// (`cut == 0`: no such form).
fn prefixed(
    kind: &'static str,
    needles: &'static [&'static str],
    prefix: &str,
    chars: &str,
    min: usize,
    cut: usize,
) -> Vec<Rule> {
    let mut rules = vec![rule(
        kind,
        needles,
        format!("{B}{prefix}{chars}{{{min},}}"),
        always,
    )];
    if cut > 0 {
        rules.push(rule(
            kind,
            needles,
            format!("{B}({prefix}{chars}{{{cut},}}){CUT_END}"),
            looks_generated,
        ));
    }
    rules
}

const AN: &str = "[A-Za-z0-9]";
const URLSAFE: &str = "[A-Za-z0-9_-]";
const HEX: &str = "[a-fA-F0-9]";

/// Provider tokens known by their prefix (see [`prefixed`]): kind, needles, prefix,
/// characters after it, their least number, and their least number when cut at the end.
#[rustfmt::skip]
#[allow(clippy::type_complexity)]
const PREFIXED: &[(&str, &[&str], &str, &str, usize, usize)] = &[
    ("aws_access_key_id", &["akia", "asia", "abia", "acca"], "(?:AKIA|ASIA|ABIA|ACCA)", "[0-9A-Z]", 16, 6),
    ("age_secret_key", &["age-secret-key-"], "AGE-SECRET-KEY-1", "[0-9A-Z]", 50, 8),
    ("github_token", &["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], "gh[pousr]_", AN, 30, 6),
    ("github_token", &["github_pat_"], "github_pat_", "[A-Za-z0-9_]", 22, 8),
    ("gitlab_token", &["glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glffct-", "glft-", "glimt-", "glagent-", "glsoat-", "gloas-", "glsa-"], "gl(?:pat|ptt|dt|rt|cbt|ffct|ft|imt|agent|soat|oas|sa)-", URLSAFE, 20, 6),
    ("gitlab_token", &["gr1348941"], "GR1348941", URLSAFE, 20, 6),
    ("npm_token", &["npm_"], "npm_", AN, 36, 8),
    ("pypi_token", &["pypi-age"], "pypi-AgE", URLSAFE, 50, 8),
    ("shopify_token", &["shpat_", "shpca_", "shppa_", "shpss_"], "shp(?:at|ca|pa|ss)_", HEX, 32, 8),
    ("vault_token", &["hvs.", "hvb.", "hvr."], r"hv[sbr]\.", URLSAFE, 24, 8),
    ("digitalocean_token", &["_v1_"], "do[por]_v1_", HEX, 64, 8),
    ("huggingface_token", &["hf_"], "hf_", AN, 34, 10),
    ("huggingface_token", &["api_org_"], "api_org_", AN, 34, 10),
    ("databricks_token", &["dapi"], "dapi", HEX, 32, 10),
    ("mailgun_key", &["key-"], "key-", HEX, 32, 12),
    ("twilio_key", &["sk"], "SK", HEX, 32, 12),
    ("google_oauth_secret", &["gocspx-"], "GOCSPX-", URLSAFE, 24, 6),
    ("google_api_key", &["aiza"], "AIza", URLSAFE, 35, 8),
    ("google_oauth_token", &["ya29."], r"ya29\.", URLSAFE, 20, 8),
    ("google_oauth_token", &["1//0"], "1//0", URLSAFE, 40, 10),
    ("slack_token", &["xox", "xapp-"], "(?:xox[abposre]|xapp)-", "[A-Za-z0-9-]", 10, 6),
    ("slack_token", &["xoxe."], r"xoxe\.xox[bp]-", "[A-Za-z0-9-]", 10, 6),
    ("anthropic_key", &["sk-ant-"], "sk-ant-", URLSAFE, 20, 6),
    ("stripe_key", &["_live_", "_test_"], "(?:sk|rk|pk)_(?:live|test)_", AN, 16, 8),
    ("stripe_key", &["whsec_"], "whsec_", AN, 24, 8),
    ("alibaba_key", &["ltai"], "LTAI", AN, 20, 8),
    ("atlassian_token", &["atatt3"], "ATATT3", "[A-Za-z0-9_=-]", 60, 8),
    ("artifactory_key", &["akcp"], "AKCp", AN, 60, 10),
    ("postman_key", &["pmak-"], "PMAK-", "[a-fA-F0-9-]", 40, 8),
    ("pulumi_token", &["pul-"], "pul-", HEX, 40, 10),
    ("newrelic_key", &["nrak-", "nrii-", "nrjs-"], "NR(?:AK|II|JS)-", AN, 20, 8),
    ("linear_key", &["lin_api_"], "lin_api_", AN, 40, 8),
    ("doppler_token", &["dp."], r"dp\.(?:pt|st|sa|ct|scim|audit)\.", AN, 40, 8),
    ("grafana_token", &["glc_", "glsa_"], "gl(?:c|sa)_", "[A-Za-z0-9+/_]", 32, 8),
    ("sentry_token", &["sntrys_", "sntryu_"], "sntry[su]_", "[A-Za-z0-9+/=_-]", 40, 8),
    ("square_token", &["sq0atp-", "sq0csp-"], "sq0(?:atp|csp)-", URLSAFE, 22, 6),
    ("meta_access_token", &["eaa"], "EAA[A-Z]", AN, 60, 16),
    ("flyio_token", &["fo1_"], "fo1_", URLSAFE, 39, 8),
    ("planetscale_token", &["pscale_"], "pscale_(?:tkn|pw|oauth)_", "[A-Za-z0-9=._-]", 32, 8),
    ("supabase_token", &["sbp_"], "sbp_", HEX, 40, 10),
    ("heroku_key", &["hrku-"], "HRKU-", URLSAFE, 40, 8),
    ("notion_token", &["ntn_"], "ntn_", AN, 40, 8),
    ("notion_token", &["secret_"], "secret_", AN, 43, 0),
    ("airtable_token", &["pat"], r"pat[A-Za-z0-9]{14}\.", HEX, 64, 8),
    ("terraform_token", &["atlasv1"], r"[A-Za-z0-9]{14}\.atlasv1\.", "[A-Za-z0-9_=-]", 60, 8),
    ("dynatrace_token", &["dt0c01."], r"dt0c01\.[A-Za-z0-9]{24}\.", AN, 40, 8),
    ("sendinblue_key", &["xkeysib-"], "xkeysib-", "[A-Za-z0-9-]", 64, 10),
    ("shippo_token", &["shippo_"], "shippo_(?:live|test)_", HEX, 40, 10),
    ("typeform_token", &["tfp_"], "tfp_", "[A-Za-z0-9_.=-]", 50, 10),
    ("easypost_key", &["ezak"], "EZAK", AN, 50, 10),
    ("rubygems_key", &["rubygems_"], "rubygems_", HEX, 48, 10),
    ("clojars_token", &["clojars_"], "CLOJARS_", AN, 60, 10),
    ("prefect_key", &["pnu_"], "pnu_", AN, 36, 10),
    ("readme_key", &["rdme_"], "rdme_", AN, 70, 10),
    ("groq_key", &["gsk_"], "gsk_", AN, 50, 10),
    ("replicate_token", &["r8_"], "r8_", AN, 37, 10),
    ("perplexity_key", &["pplx-"], "pplx-", AN, 48, 10),
    ("xai_key", &["xai-"], "xai-", AN, 70, 12),
    ("onepassword_token", &["ops_eyj"], "ops_eyJ", "[A-Za-z0-9+/_-]", 100, 10),
    ("adobe_secret", &["p8e-"], "p8e-", AN, 32, 10),
    ("infracost_key", &["ico-"], "ico-", AN, 32, 12),
    ("scalingo_token", &["tk-us-"], "tk-us-", URLSAFE, 48, 10),
    ("duffel_token", &["duffel_"], "duffel_(?:test|live)_", URLSAFE, 43, 10),
    ("frameio_token", &["fio-u-"], "fio-u-", URLSAFE, 64, 10),
    ("openshift_token", &["sha256~"], "sha256~", URLSAFE, 43, 10),
    ("sourcegraph_token", &["sgp_"], "sgp_(?:[a-fA-F0-9]{16}_|local_)?", HEX, 40, 6),
    ("contentful_token", &["cfpat-"], "CFPAT-", URLSAFE, 43, 10),
    ("nuget_key", &["oy2"], "oy2", "[a-z0-9]", 43, 12),
    ("flutterwave_key", &["flwseck", "flwpubk"], "FLW(?:SECK|PUBK)(?:_TEST)?-", HEX, 32, 6),
    ("cloudflare_origin_ca_key", &["v1.0-"], r"v1\.0-[a-f0-9]{24}-", HEX, 146, 10),
];

/// A rule of [`FIRST`] or [`SHAPES`]: kind, needles, pattern (the parts named in braces,
/// `{B}`, `{CUT_END}`, `{VALUE}`, ..., put in by [`expand`]), check.
type Shape = (&'static str, &'static [&'static str], &'static str, Accept);

/// The rules before the provider tokens of [`PREFIXED`].
#[rustfmt::skip]
const FIRST: &[Shape] = &[
    // Whole blocks first (their base64 body could otherwise match other rules); an
    // unterminated PEM block (cut output) is redacted to the end of the text.
    ("private_key", &["private key"], r"(?s)-{3,5}\s*BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?\s*-{3,5}.*?(?:-{3,5}\s*END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?\s*-{3,5}|\z)", always),
    // A PuTTY key file: its header to the MAC line, which ends the private part.
    ("putty_private_key", &["putty-user-key-file-"], r"(?s)PuTTY-User-Key-File-[0-9]+:.*?(?:Private-MAC:\s*[0-9a-fA-F]+|\z)", always),
    // The signature-less and cut forms: two segments whose payload is JSON too, or one
    // segment at the very end of the text.
    ("jwt", &["eyj"], r"{B}eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,}", always),
    ("jwt", &["eyj"], r"{B}eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]*\.?[A-Za-z0-9_-]*", always),
    ("jwt", &["eyj"], r"{B}(eyJ[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]*)?){CUT_END}", always),
    ("mapbox_token", &["sk.eyj"], r"{B}sk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}", always),
];

/// The rules after the provider tokens of [`PREFIXED`].
#[rustfmt::skip]
const SHAPES: &[Shape] = &[
    ("sendgrid_key", &["sg."], r"{B}SG\.[A-Za-z0-9_-]{16,32}\.[A-Za-z0-9_-]{16,64}", always),
    ("sendgrid_key", &["sg."], r"{B}(SG\.[A-Za-z0-9_-]{16,32}(?:\.[A-Za-z0-9_-]*)?){CUT_END}", looks_generated),
    ("openai_key", &["sk-"], r"{B}sk-(?:proj-|svcacct-|admin-|or-v1-)?[A-Za-z0-9_-]{20,}", openai_like),
    ("openai_key", &["sk-"], r"{B}(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9]{12,}){CUT_END}", openai_like),
    ("telegram_bot_token", &[":aa"], r"(?:{B}|bot)([0-9]{6,12}:AA[A-Za-z0-9_-]{30,})", always),
    ("telegram_bot_token", &[":aa"], r"(?:{B}|bot)([0-9]{6,12}:AA[A-Za-z0-9_-]{6,}){CUT_END}", always),
    ("discord_token", &[], r"{B}[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6,7}\.[A-Za-z0-9_-]{27,40}", always),
    // `Authorization: Bot <token>`: whatever the token's shape, the bot's credential.
    ("discord_token", &["bot "], r"{B}Bot\s+([A-Za-z0-9_-]{16,}\.[A-Za-z0-9_.-]{10,})", always),
    ("discord_webhook", &["/api/webhooks/"], r"discord(?:app)?\.com/api/webhooks/[0-9]+/([A-Za-z0-9_-]{8,})", always),
    ("slack_webhook", &["hooks.slack.com"], r"hooks\.slack\.com/(?:services|workflows|triggers)/([A-Za-z0-9+/_-]{8,})", always),
    ("mailchimp_key", &["-us"], r"{B}[0-9a-f]{32}-us[0-9]{1,2}{B}", always),
    ("azure_client_secret", &["q~"], r"{B}[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}", always),
    ("azure_client_secret", &["q~"], r"{B}([A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{6,}){CUT_END}", always),
    ("azure_storage_key", &["accountkey", "sharedaccesskey"], r"(?i)(?:AccountKey|SharedAccessKey)\s*=\s*([A-Za-z0-9+/]{16,}={0,2})", always),
    ("azure_sas_signature", &["sig="], r"[?&]sig=([A-Za-z0-9%+/=]{16,})", always),
    // `scheme://user:password@host`: the password goes, user and host stay.
    ("url_credentials", &["://"], r"{B}[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@]*:([^\s/?#]+)@", is_secret_value_only),
    ("url_credentials", &["://"], r"{B}[A-Za-z][A-Za-z0-9+.\-]*://[^\s:/@]*:([^\s/?#@]+){CUT_END}", password_not_port),
    ("docker_auth", &["\"auth", "\"identitytoken", "\"registrytoken"], r#"\\?"(?:auth|identitytoken|registrytoken)\\?"\s*:\s*\\?"([^"\s\\]{8,})"#, always),
    // In an `Authorization` header every base64 word after `Basic` is the credential,
    // whatever it decodes to (`echo user:pw | base64` ends in a newline); elsewhere it must
    // decode to `user:password`.
    ("basic_auth", &["authorization"], r#"(?i){B}authorization\\?["']?\s*[:=]\s*\\?["']?\s*basic\s+([A-Za-z0-9+/_-]{4,}={0,2})"#, always),
    ("basic_auth", &["basic"], r"(?i){B}basic\s+([A-Za-z0-9+/_-]{6,}={0,2})", basic_credentials),
    ("bearer_token", &["bearer"], r"(?i){B}bearer\s+([A-Za-z0-9\-._~+/]{12,}=*)", has_digit),
    ("auth_header", &["authorization", "api-key", "-token", "apikey", "subscription-key", "functions-key"], r"(?i){B}(?:authorization|x-api-key|api-key|x-auth-token|x-access-token|private-token|x-vault-token|x-goog-api-key|apikey|ocp-apim-subscription-key|x-functions-key)\s*:\s*(?:token\s+)?([A-Za-z0-9\-._~+/=]{12,})", has_digit),
    ("cookie", &["cookie"], r"(?i)\b(?:set-)?cookie:\s*[A-Za-z0-9_.\-]+=([^;\s]{16,})", has_digit),
    // Credentials on a command line: `curl -u user:pw`, `sshpass -p pw`, `mysql -ppw`,
    // `--password pw`.
    ("cli_credentials", &["curl"], r#"{B}curl{B}[^\n]*?\s(?:-u|--user)(?:\s+|=)(?:"[^"\n:]*:([^"\n]+)(?:"|(?m:$))|'[^'\n:]*:([^'\n]+)(?:'|(?m:$))|[^\s:'"]+:([^\s'"]+))"#, is_secret_value_only),
    ("cli_credentials", &["sshpass", "mysql"], r"{B}(?:sshpass\s+-p\s*|mysql(?:dump|admin)?{B}[^\n]*?\s-p){VALUE}", is_secret_value_only),
    ("cli_credentials", &["--pass", "--token", "--api-key", "--apikey", "--secret"], r"\s--(?:password|passwd|pass|token|api-key|apikey|secret)(?:=|\s+){VALUE}", is_secret_value_only),
    // `name=value` assignments: the name stays, the value goes. `name: value` must look
    // like an assignment (see `is_assignment`).
    ("aws_secret_access_key", &["aws"], r#"(?i)aws.{0,20}?secret.{0,20}?["']?\s*[:=]\s*["']?([A-Za-z0-9/+=]{40})\b"#, always),
    // A line of YAML, INI or a `.env` file that sets a password: one word (whatever its
    // characters, quotes among them) or a quoted string, or after ` = ` (INI) the rest of
    // the line, spaces and all. The name's value anywhere else on a line, and every other
    // secret's name, are the assignments below.
    ("password", &["password", "passwd", "passphrase", "_pass"], r#"(?im)^{LINE_NAME}(?:password|passwd|passphrase|_pass)["']?[ \t]*(?:(?::|=|:=)[ \t]*{LINE_WORD}|[ \t]+=[ \t]*([^\s"'#][^\n#]*?)){LINE_END}"#, is_config_value),
    ("password", &["password", "passwd", "passphrase", "pwd", "_pass"], r"(?i){B}[A-Za-z0-9_.\-]*(?:password|passwd|passphrase|pwd|_pass){SEP}{VALUE}", is_assignment),
    ("api_key", &["key"], r"(?i){B}[A-Za-z0-9_.\-]*(?:api|app|access|private|secret|client|master|account|service|signing|encryption|license|subscription|admin|auth|consumer|storage|webhook|ingest|write)[_\-.]?key{SEP}{VALUE}", is_assignment),
    ("api_key", &["_key"], r#"{B}[A-Z][A-Z0-9_]*_KEY\s*=\s*["']?([A-Za-z0-9+/=_\-.]{16,})"#, has_digit),
    ("secret", &["secret"], r"(?i){B}[A-Za-z0-9_.\-]*secret(?:_key_base)?{SEP}{VALUE}", is_assignment),
    ("token", &["token"], r"(?i){B}[A-Za-z0-9_.\-]*token{SEP}{VALUE}", is_assignment),
];

/// `pattern` with the parts it names in braces put in.
fn expand(pattern: &str) -> String {
    [
        ("{B}", B),
        ("{CUT_END}", CUT_END),
        ("{VALUE}", VALUE),
        ("{SEP}", SEP),
        ("{LINE_NAME}", LINE_NAME),
        ("{LINE_WORD}", LINE_WORD),
        ("{LINE_END}", LINE_END),
    ]
    .iter()
    .fold(pattern.to_string(), |p, (name, part)| p.replace(name, part))
}

pub(super) static RULES: LazyLock<Vec<Rule>> = LazyLock::new(|| {
    let shape =
        |&(kind, needles, pattern, accept): &Shape| rule(kind, needles, expand(pattern), accept);
    let mut rules: Vec<Rule> = FIRST.iter().map(shape).collect();
    for &(kind, needles, prefix, chars, min, cut) in PREFIXED {
        rules.extend(prefixed(kind, needles, prefix, chars, min, cut));
    }
    rules.extend(SHAPES.iter().map(shape));
    rules
});
