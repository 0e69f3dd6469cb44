//! Reading a part of the settings file leniently: every field that is valid on its own is kept,
//! the others take their defaults, and the first one found wrong is named for the notice.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::app::base::errors::{Explain, json_as_written};
use crate::app::base::settings::OutOfRange;
use crate::tr;

/// What a lenient read of a part of the file had to reset: the fields' dotted paths, and the
/// first setting found wrong.
#[derive(Default)]
pub(super) struct Leniently {
    pub(super) reset: Vec<String>,
    pub(super) wrong: Option<WrongSetting>,
}

/// A setting the file holds a value for that cannot be used.
pub(super) struct WrongSetting {
    /// Its dotted path within its part of the file; empty for the whole part.
    pub(super) path: String,
    /// What the file holds there.
    value: Value,
    rejection: Rejection,
}

/// Why a value of the settings file cannot be used.
enum Rejection {
    /// Not of the type the setting takes (serde_json's words are English and name no setting:
    /// the notice names the setting and shows its value instead).
    WrongType(serde_json::Error),
    /// Of the right type but out of range: the validation's clause, in the player's language.
    OutOfRange(OutOfRange),
}

impl WrongSetting {
    /// What is wrong, naming the setting `name` (its path with its part's name before it).
    pub(super) fn explain(&self, name: &str) -> String {
        match (&self.rejection, name.is_empty()) {
            (Rejection::WrongType(error), true) => error.explain(),
            (Rejection::OutOfRange(OutOfRange(problem)), true) => problem.clone(),
            (Rejection::WrongType(_), false) => {
                tr!("error-setting-wrong-value", setting = name, value = json_as_written(&self.value))
            }
            (Rejection::OutOfRange(OutOfRange(problem)), false) => {
                tr!("error-setting-out-of-range", setting = name, problem = problem.as_str())
            }
        }
    }
}

/// `T` from `value` (none: the defaults) as far as it is valid: every field that is valid on its
/// own is kept, the others take their defaults and are named in the answer.
pub(super) fn read_leniently<T: Default + Serialize + DeserializeOwned>(
    value: Option<&Value>,
    validate: impl Fn(&T) -> Result<(), OutOfRange>,
) -> (T, Leniently) {
    let Some(value) = value else { return (T::default(), Leniently::default()) };
    let parse = |value: &Value| {
        let parsed = T::deserialize(value).map_err(Rejection::WrongType)?;
        validate(&parsed).map_err(Rejection::OutOfRange).map(|()| parsed)
    };
    let rejection = match parse(value) {
        Ok(parsed) => return (parsed, Leniently::default()),
        Err(rejection) => rejection,
    };
    let whole = WrongSetting { path: String::new(), value: value.clone(), rejection };
    let merged = serde_json::to_value(T::default());
    let (true, Ok(mut merged)) = (value.is_object(), merged) else {
        // Not an object at all: the whole part goes back to its defaults.
        return (T::default(), Leniently { reset: vec![String::new()], wrong: Some(whole) });
    };
    let mut read = Leniently::default();
    adopt_valid_fields(&mut merged, &mut Vec::new(), value, &mut read, &|merged| parse(merged).map(drop));
    // Every field was fine on its own, only not all together: the part as a whole is named.
    read.wrong = read.wrong.or(Some(whole));
    (parse(&merged).unwrap_or_default(), read)
}

/// Copies the fields of `file` under `path` into `merged` one at a time, keeping each only if the
/// whole is still `valid`; an invalid object is tried field by field in turn.
fn adopt_valid_fields(
    merged: &mut Value,
    path: &mut Vec<String>,
    file: &Value,
    read: &mut Leniently,
    valid: &dyn Fn(&Value) -> Result<(), Rejection>,
) {
    let Some(fields) = file.as_object() else { return };
    for (name, value) in fields {
        path.push(name.clone());
        let escape = |part: &String| part.replace('~', "~0").replace('/', "~1");
        let pointer = path.iter().fold(String::new(), |pointer, part| format!("{pointer}/{}", escape(part)));
        // A field the defaults do not have is a newer version's: ignored here, kept in the file.
        if let Some(slot) = merged.pointer_mut(&pointer) {
            let default = std::mem::replace(slot, value.clone());
            if let Err(rejection) = valid(merged) {
                let nested = default.is_object() && value.is_object();
                if let Some(slot) = merged.pointer_mut(&pointer) {
                    *slot = default;
                }
                if nested {
                    adopt_valid_fields(merged, path, value, read, valid);
                } else {
                    let path = path.join(".");
                    read.wrong.get_or_insert_with(|| WrongSetting {
                        path: path.clone(),
                        value: value.clone(),
                        rejection,
                    });
                    read.reset.push(path);
                }
            }
        }
        path.pop();
    }
}
