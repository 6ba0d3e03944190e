//! JSON Schema (Draft-07) validation of citations, agent outputs and audit lines.
//!
//! - [`Registry`]: agent name → compiled output schema (`schemas/NAME_output.json`). The
//!   schemas in the repository are compiled into the binary; a directory given with
//!   `--schemas-dir` overrides them by name and may add agents (read by the CLI, handed here
//!   as text).
//! - [`SchemaError`]: one validation error as `{pointer, message}`, the shape fed back to an
//!   agent for its one retry.
//!
//! Invariant: no I/O here; schemas arrive as text.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

/// The schemas compiled into the binary: (file stem, text).
pub const BUILTIN: &[(&str, &str)] = &[
    ("citation", include_str!("../../schemas/citation.json")),
    ("audit_line", include_str!("../../schemas/audit_line.json")),
    (
        "echo_output",
        include_str!("../../schemas/echo_output.json"),
    ),
    (
        "verificador_cendoj_output",
        include_str!("../../schemas/verificador_cendoj_output.json"),
    ),
    (
        "verificador_tc_output",
        include_str!("../../schemas/verificador_tc_output.json"),
    ),
    (
        "verificador_eurlex_output",
        include_str!("../../schemas/verificador_eurlex_output.json"),
    ),
    (
        "verificador_boe_output",
        include_str!("../../schemas/verificador_boe_output.json"),
    ),
    (
        "verificador_doctrina_output",
        include_str!("../../schemas/verificador_doctrina_output.json"),
    ),
];

/// One validation error, with the JSON pointer of the offending value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct SchemaError {
    /// JSON pointer into the instance (`""` for the root).
    pub pointer: String,
    /// What is wrong, readable.
    pub message: String,
}

/// Why a schema or an agent could not be used.
#[derive(Debug, thiserror::Error)]
pub enum RegistryError {
    /// The agent name is not a plain identifier (it could escape a folder).
    #[error("invalid agent name {0:?}: use lowercase letters, digits and '_' only")]
    BadName(String),
    /// No schema for that agent.
    #[error("unknown agent {name:?}; known agents: {known}")]
    UnknownAgent {
        /// The name asked for.
        name: String,
        /// The names available.
        known: String,
    },
    /// The schema text is not JSON.
    #[error("schema {name} is not valid JSON: {source}")]
    SchemaJson {
        /// Schema name.
        name: String,
        /// The cause.
        #[source]
        source: serde_json::Error,
    },
    /// The schema is not a valid Draft-07 schema.
    #[error("schema {name} is not a valid Draft-07 schema: {message}")]
    SchemaInvalid {
        /// Schema name.
        name: String,
        /// The cause.
        message: String,
    },
}

/// A compiled schema.
pub struct Schema {
    name: String,
    validator: jsonschema::Validator,
}

impl std::fmt::Debug for Schema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Schema").field("name", &self.name).finish()
    }
}

impl Schema {
    /// Compiles a Draft-07 schema from its text.
    ///
    /// # Errors
    /// [`RegistryError::SchemaJson`] or [`RegistryError::SchemaInvalid`].
    pub fn compile(name: &str, text: &str) -> Result<Schema, RegistryError> {
        let value: Value =
            serde_json::from_str(text).map_err(|source| RegistryError::SchemaJson {
                name: name.to_owned(),
                source,
            })?;
        let validator =
            jsonschema::draft7::new(&value).map_err(|e| RegistryError::SchemaInvalid {
                name: name.to_owned(),
                message: e.to_string(),
            })?;
        Ok(Schema {
            name: name.to_owned(),
            validator,
        })
    }

    /// The schema's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Every error of `instance`, in document order; empty when valid.
    #[must_use]
    pub fn errors(&self, instance: &Value) -> Vec<SchemaError> {
        let mut errors: Vec<SchemaError> = self
            .validator
            .iter_errors(instance)
            .map(|e| SchemaError {
                pointer: e.instance_path().as_str().to_owned(),
                message: e.to_string(),
            })
            .collect();
        errors.sort_by(|a, b| a.pointer.cmp(&b.pointer));
        errors.dedup();
        errors
    }

    /// Whether `instance` is valid.
    #[must_use]
    pub fn is_valid(&self, instance: &Value) -> bool {
        self.validator.is_valid(instance)
    }
}

/// Agent name → schema text, compiled on demand.
#[derive(Debug, Clone)]
pub struct Registry {
    texts: BTreeMap<String, String>,
}

/// Checks that an agent name is a plain identifier: `^[a-z][a-z0-9_]{0,63}$`.
///
/// # Errors
/// [`RegistryError::BadName`] for anything else (`../x`, `/abs`, NUL, upper case…).
pub fn check_agent_name(name: &str) -> Result<(), RegistryError> {
    let mut chars = name.chars();
    let ok = name.len() <= 64
        && chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(RegistryError::BadName(name.to_owned()))
    }
}

impl Registry {
    /// The schemas compiled into the binary.
    #[must_use]
    pub fn builtin() -> Registry {
        Registry {
            texts: BUILTIN
                .iter()
                .map(|(n, t)| ((*n).to_owned(), (*t).to_owned()))
                .collect(),
        }
    }

    /// Adds or replaces a schema by file stem (`verificador_boe_output`, `citation`).
    pub fn insert(&mut self, stem: &str, text: String) {
        self.texts.insert(stem.to_owned(), text);
    }

    /// The agent names (stems ending in `_output`, without it).
    #[must_use]
    pub fn agents(&self) -> Vec<&str> {
        self.texts
            .keys()
            .filter_map(|k| k.strip_suffix("_output"))
            .collect()
    }

    /// Compiles the output schema of agent `name` (or, failing that, the schema called
    /// `name`, such as `citation`).
    ///
    /// # Errors
    /// A bad or unknown name, or a schema that does not compile.
    pub fn agent(&self, name: &str) -> Result<Schema, RegistryError> {
        check_agent_name(name)?;
        let stem = format!("{name}_output");
        // Non-agent schemas (`citation`, `audit_line`) are reachable by their own name.
        let text = self
            .texts
            .get(&stem)
            .or_else(|| self.texts.get(name))
            .ok_or_else(|| RegistryError::UnknownAgent {
                name: name.to_owned(),
                known: self.agents().join(", "),
            })?;
        Schema::compile(name, text)
    }

    /// Compiles a non-agent schema by stem (`citation`, `audit_line`).
    ///
    /// # Errors
    /// An unknown stem, or a schema that does not compile.
    pub fn named(&self, stem: &str) -> Result<Schema, RegistryError> {
        let text = self
            .texts
            .get(stem)
            .ok_or_else(|| RegistryError::UnknownAgent {
                name: stem.to_owned(),
                known: self.texts.keys().cloned().collect::<Vec<_>>().join(", "),
            })?;
        Schema::compile(stem, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_builtin_schema_compiles() {
        let reg = Registry::builtin();
        for (stem, text) in BUILTIN {
            Schema::compile(stem, text).unwrap_or_else(|e| panic!("{stem}: {e}"));
        }
        assert_eq!(
            reg.agents(),
            vec![
                "echo",
                "verificador_boe",
                "verificador_cendoj",
                "verificador_doctrina",
                "verificador_eurlex",
                "verificador_tc"
            ]
        );
    }

    #[track_caller]
    fn check_name(name: &str, ok: bool) {
        assert_eq!(check_agent_name(name).is_ok(), ok, "{name:?}");
    }

    #[test]
    fn agent_names_cannot_escape() {
        check_name("verificador_boe", true);
        check_name("echo", true);
        check_name("../x", false);
        check_name("/abs", false);
        check_name("a\0b", false);
        check_name("", false);
        check_name("Echo", false);
        check_name("a.b", false);
        check_name(&"a".repeat(65), false);
    }

    #[test]
    fn errors_carry_pointers() {
        let reg = Registry::builtin();
        let s = reg.agent("verificador_tc").unwrap();
        let bad = json!({"cita_original": "STC 31/2010", "estado": "verified",
            "url_canonica": "http://hj.tribunalconstitucional.es/x", "cita_literal_localizada": null,
            "sugerencia_alternativa": null, "observaciones": "ok"});
        let errs = s.errors(&bad);
        let ptrs: Vec<&str> = errs.iter().map(|e| e.pointer.as_str()).collect();
        assert_eq!(ptrs, vec!["/estado", "/url_canonica"]);
    }
}
