//! The list of saved games on the home screen: continue, rename, export, delete (after a
//! confirmation), import a file, and export entries that had to be set aside.

use super::browser::{download, fresh_id, now, LocalStorage};
use super::handover::{self, Purpose};
use super::lang::{use_i18n, I18n};
use super::notices::{file_refused, given_names, reason, with_detail};
use crate::catalogue;
use crate::i18n::{GameText, Messages, Part};
use crate::saves::{self, Shelf};
use gloo::file::callbacks::{read_as_text, FileReader};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ShelfProps {
    pub shelf: Shelf,
    /// Asks the app to read the store again after a change, with a message for the visitor.
    pub on_change: Callback<Option<String>>,
}

/// What one row is doing: nothing, being renamed, or asking to confirm a deletion.
#[derive(Clone, PartialEq)]
enum RowMode {
    Idle,
    Renaming(String),
    ConfirmDelete,
}

/// Offers saved game `id` as a record file; if it cannot be, what the visitor is told.
fn export_saved(t: &Messages, id: &str) -> Result<(), String> {
    let (saved, game) = saves::load(&LocalStorage::open(), id).map_err(|e| export_failed(t, &e))?;
    download(&format!("{}-{}.boardlore.json", saved.record.game, saved.id), &saved.export(&game))
        .map_err(|browser| file_refused(t, "export-failed", browser))
}

/// Offers the entry set aside under `key` as a file; if it cannot be, what the visitor is told.
fn export_set_aside(t: &Messages, key: &str) -> Result<(), String> {
    let text = saves::backup(&LocalStorage::open(), key).map_err(|e| export_failed(t, &e))?;
    download("set-aside.boardlore.json", &text).map_err(|browser| file_refused(t, "export-failed", browser))
}

/// An export the store could not read, with the store's words as detail.
fn export_failed(t: &Messages, error: &saves::SaveError) -> String {
    with_detail(t.text("export-failed", &[("error", reason(t, error))]), error.detail())
}

#[derive(Properties, PartialEq)]
struct RowProps {
    summary: saves::Summary,
    on_change: Callback<Option<String>>,
}

#[function_component(Row)]
fn row(props: &RowProps) -> Html {
    let t = use_i18n();
    let mode = use_state(|| RowMode::Idle);
    let summary = &props.summary;
    let id = summary.id.clone();
    let game_name = catalogue::info(&summary.game).map_or(summary.game.clone(), |g| t.t(&g.text_id(Part::Name)));
    let set = |m: RowMode| {
        let mode = mode.clone();
        Callback::from(move |_: MouseEvent| mode.set(m.clone()))
    };
    let on_export = {
        let (id, on_change, t) = (id.clone(), props.on_change.clone(), t.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(told) = export_saved(&t.messages, &id) {
                on_change.emit(Some(told));
            }
        })
    };
    let on_delete = {
        let (id, name, on_change, t) = (id.clone(), summary.name.clone(), props.on_change.clone(), t.clone());
        Callback::from(move |_: MouseEvent| {
            let message = match saves::delete(&mut LocalStorage::open(), &id) {
                Ok(()) => t.f("deleted", &[("name", name.clone().into())]),
                Err(error) => {
                    let told =
                        t.f("delete-failed", &[("name", name.clone().into()), ("error", reason(&t.messages, &error))]);
                    with_detail(told, error.detail())
                }
            };
            on_change.emit(Some(message));
        })
    };
    let controls = match (*mode).clone() {
        RowMode::Idle => html! {
            <>
                <a class="button primary" href={format!("?campaign={id}")} data-testid="continue">{ t.t("continue") }</a>
                <button onclick={set(RowMode::Renaming(summary.name.clone()))} data-testid="rename">{ t.t("rename") }</button>
                <button onclick={on_export} data-testid="export">{ t.t("export") }</button>
                <button onclick={set(RowMode::ConfirmDelete)} data-testid="delete">{ t.t("delete") }</button>
            </>
        },
        RowMode::Renaming(draft) => {
            let on_input = {
                let mode = mode.clone();
                Callback::from(move |e: InputEvent| {
                    let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                    mode.set(RowMode::Renaming(input.value()));
                })
            };
            let on_save = {
                let (id, on_change, draft, t) = (id.clone(), props.on_change.clone(), draft.clone(), t.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    match saves::rename(&mut LocalStorage::open(), &id, &draft) {
                        Ok(_) => on_change.emit(None),
                        Err(error) => {
                            let told = t.f("rename-failed", &[("error", reason(&t.messages, &error))]);
                            on_change.emit(Some(with_detail(told, error.detail())))
                        }
                    }
                })
            };
            html! {
                <form class="rename" onsubmit={on_save}>
                    <label>{ t.t("new-name") }{ " " }<input value={draft} oninput={on_input} maxlength="80" data-testid="rename-input" /></label>
                    <button type="submit" class="primary" data-testid="rename-save">{ t.t("save") }</button>
                    <button type="button" onclick={set(RowMode::Idle)}>{ t.t("cancel") }</button>
                </form>
            }
        }
        RowMode::ConfirmDelete => html! {
            <span class="confirm" role="group" aria-label={t.t("confirm-deletion")}>
                { t.f("delete-question", &[("name", summary.name.clone().into())]) }{ " " }
                <button class="danger" onclick={on_delete} data-testid="confirm-delete">{ t.t("yes-delete") }</button>
                <button onclick={set(RowMode::Idle)}>{ t.t("keep-it") }</button>
            </span>
        },
    };
    html! {
        <li class="campaign-row" data-campaign={id.clone()}>
            <div class="what">
                <strong class="name">{ &summary.name }</strong>
                <span>{ t.f("saved-row", &[("game", game_name.into()), ("moves", summary.moves.into()), ("status", summary.status.clone().into())]) }</span>
            </div>
            <div class="row-controls">{ controls }</div>
        </li>
    }
}

/// Reads `file` and imports it as a new saved game; the visitor is told how it went.
fn import(file: web_sys::File, t: &I18n, on_change: Callback<Option<String>>) -> FileReader {
    let t = t.clone();
    let name = file.name();
    read_as_text(&gloo::file::File::from(file), move |text| {
        let message = match text {
            Err(error) => with_detail(t.f("read-failed", &[("file", name.into())]), Some(error.to_string())),
            Ok(text) => {
                match saves::import(&mut LocalStorage::open(), &text, &fresh_id(), now(), &given_names(&t.messages)) {
                    Ok(saved) => t.f("imported", &[("name", saved.name.into())]),
                    Err(error) => {
                        let told =
                            t.f("import-refused", &[("file", name.into()), ("error", reason(&t.messages, &error))]);
                        with_detail(told, error.detail())
                    }
                }
            }
        };
        on_change.emit(Some(message));
    })
}

#[function_component(ShelfList)]
pub fn shelf_list(props: &ShelfProps) -> Html {
    let t = use_i18n();
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    let on_import = {
        let (reader, on_change, t) = (reader.clone(), props.on_change.clone(), t.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            input.set_value("");
            *reader.borrow_mut() = Some(import(file, &t, on_change.clone()));
        })
    };
    {
        // A file chosen on the home binary's shelf (see `super::handover`) is imported here.
        let (reader, on_change, t) = (reader.clone(), props.on_change.clone(), t.clone());
        use_effect_with((), move |_| {
            if let Some(file) = handover::take(Purpose::Import) {
                *reader.borrow_mut() = Some(import(file, &t, on_change));
            }
        });
    }
    let shelf = &props.shelf;
    html! {
        <section class="shelf" aria-labelledby="shelf-title">
            <h2 id="shelf-title">{ t.t("your-games") }</h2>
            if shelf.games.is_empty() {
                <p class="empty">{ t.t("no-saved-games") }</p>
            } else {
                <ul class="campaigns" data-testid="campaigns">
                    { for shelf.games.iter().map(|s| html! { <Row key={s.id.clone()} summary={s.clone()} on_change={props.on_change.clone()} /> }) }
                </ul>
            }
            <label class="import">{ t.t("import-file") }{ " " }
                <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import" />
            </label>
            if !shelf.backups.is_empty() {
                <div class="backups" data-testid="backups">
                    <h3>{ t.t("set-aside-saves") }</h3>
                    <p>{ t.t("set-aside-explained") }</p>
                    <ul>
                        { for shelf.backups.iter().map(|key| {
                            let (key_for_export, on_change, told) = (key.clone(), props.on_change.clone(), t.clone());
                            let export = Callback::from(move |_: MouseEvent| {
                                if let Err(message) = export_set_aside(&told.messages, &key_for_export) {
                                    on_change.emit(Some(message));
                                }
                            });
                            html! { <li data-backup={key.clone()}><code>{ key }</code>{ " " }<button onclick={export}>{ t.t("export") }</button></li> }
                        }) }
                    </ul>
                </div>
            }
        </section>
    }
}
