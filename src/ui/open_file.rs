//! Opening a record file (as downloaded from a game) on the analysis board: the file is read and
//! replayed here, then the page goes to its `record=` address (the analysis board, a research
//! screen loaded on demand, see [`super::research`]).

use super::browser::go;
use super::handover::{self, Purpose};
use super::lang::{use_i18n, I18n};
use crate::player::Player;
use crate::record::link::GameLink;
use crate::record::Record;
use gloo::file::callbacks::{read_as_text, FileReader};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Reads and replays `file`, then goes to its analysis board; `refused` is told why not.
fn open(file: web_sys::File, t: &I18n, refused: UseStateHandle<Option<String>>) -> FileReader {
    let (t, name) = (t.clone(), file.name());
    read_as_text(&gloo::file::File::from(file), move |text| {
        let opened = text.map_err(|e| e.to_string()).and_then(|text| {
            let record = Record::parse(&text).map_err(|e| e.to_string())?;
            let game = record.replay().map_err(|e| e.to_string())?;
            let seats = vec![Player::Person; game.seat_count()];
            Ok(GameLink { record, seats }.encode())
        });
        match opened {
            Ok(param) => go(&format!("?record={param}&{}", t.param())),
            Err(error) => {
                refused.set(Some(t.f("analysis-file-refused", &[("file", name.into()), ("error", error.into())])))
            }
        }
    })
}

/// Opens a record file (as downloaded from a game) on the analysis board.
#[function_component(OpenFile)]
pub fn open_file() -> Html {
    let t = use_i18n();
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    let refused = use_state(|| None::<String>);
    let on_open = {
        let (reader, refused, t) = (reader.clone(), refused.clone(), t.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            input.set_value("");
            *reader.borrow_mut() = Some(open(file, &t, refused.clone()));
        })
    };
    {
        // A file chosen on the home binary's screen (see `super::handover`) is opened here.
        let (reader, refused, t) = (reader.clone(), refused.clone(), t.clone());
        use_effect_with((), move |_| {
            if let Some(file) = handover::take(Purpose::Open) {
                *reader.borrow_mut() = Some(open(file, &t, refused));
            }
        });
    }
    html! {
        <div class="open-record">
            <label>{ t.t("analysis-open-file") }{ " " }
                <input type="file" accept=".json,application/json" onchange={on_open} data-testid="open-record" />
            </label>
            if let Some(message) = &*refused {
                <p class="notice" role="alert" data-testid="open-refused">{ message }</p>
            }
        </div>
    }
}
