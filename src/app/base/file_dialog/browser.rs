//! Files in and out of a web page: a page sees no paths, only the files a player hands it through
//! a file input, and it hands files back as downloads.

use std::io;
use std::path::{Path, PathBuf};

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, Document, HtmlAnchorElement, HtmlInputElement, Url};

/// Where an uploaded file's text is kept, in the browser's storage, until the next upload: the
/// rest of the program reads a picked file by its path, as on the desktop.
const UPLOADS: &str = "minimax-arcade/uploads";

/// How long a download's address outlives its click: the browser may still be reading the file
/// a moment after it.
const DOWNLOAD_URL_KEPT_MS: i32 = 60_000;

fn document() -> io::Result<Document> {
    web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| io::Error::new(io::ErrorKind::Unsupported, "this page has no document"))
}

/// A refusal of the browser's, as an error of the file's, in the browser's own words (which
/// speak the browser's language; the window says what failed around them).
fn refused(error: JsValue) -> io::Error {
    io::Error::other(error.as_string().unwrap_or_else(|| js_sys::Error::from(error).message().into()))
}

/// The file the player picks through the page's file input (only files ending in `.extension`
/// offered, where one is given), kept in the browser's storage; its path there, or `None` if
/// they close the chooser. A file that cannot be kept still gives its path, so that reading it
/// says why.
pub(super) async fn upload(extension: Option<&'static str>) -> Option<PathBuf> {
    let input = match file_input(extension) {
        Ok(input) => input,
        Err(error) => {
            bevy::log::warn!("no file input on this page: {error}");
            return None;
        }
    };
    // The input says when the player picked a file or closed the chooser.
    let closed = js_sys::Promise::new(&mut |resolve, _reject| {
        input.set_onchange(Some(&resolve));
        input.set_oncancel(Some(&resolve));
    });
    input.click();
    JsFuture::from(closed).await.ok()?;
    let file = input.files()?.get(0)?;
    let path = Path::new(UPLOADS).join(file.name());
    // Only the last upload is kept: the browser's storage is small.
    for old in crate::durable::files_in(Path::new(UPLOADS)).unwrap_or_default() {
        let _ = crate::durable::remove_file(&old);
    }
    let kept = match JsFuture::from(file.text()).await {
        Ok(text) => crate::durable::write_durably(&path, text.as_string().unwrap_or_default().as_bytes()),
        Err(error) => Err(refused(error)),
    };
    if let Err(error) = kept {
        bevy::log::warn!("the uploaded {} was not kept: {error}", path.display());
    }
    Some(path)
}

fn file_input(extension: Option<&str>) -> io::Result<HtmlInputElement> {
    let input: HtmlInputElement = document()?.create_element("input").map_err(refused)?.unchecked_into();
    input.set_type("file");
    if let Some(extension) = extension {
        input.set_accept(&format!(".{extension}"));
    }
    Ok(input)
}

/// Offers `bytes` to the player as a download named as `path`'s file name; that name.
pub(super) fn download(path: &Path, bytes: &[u8]) -> io::Result<String> {
    let name = path.file_name().map_or_else(|| "minimax-arcade".into(), |name| name.to_string_lossy().into_owned());
    let options = BlobPropertyBag::new();
    options.set_type(media_type(path));
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(refused)?;
    let url = Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let document = document()?;
    let anchor: HtmlAnchorElement = document.create_element("a").map_err(refused)?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(&name);
    // Some browsers follow only a link that is on the page.
    let body = document.body().ok_or_else(|| io::Error::other("this page has no body"))?;
    body.append_child(&anchor).map_err(refused)?;
    anchor.click();
    anchor.remove();
    // The download has gone by now: a timer the page refuses only keeps the address alive.
    let revoke = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), DOWNLOAD_URL_KEPT_MS);
    }
    Ok(name)
}

/// What the browser is told the file holds, from its extension.
fn media_type(path: &Path) -> &'static str {
    match path.extension().and_then(|extension| extension.to_str()) {
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        _ => "text/plain;charset=utf-8",
    }
}
