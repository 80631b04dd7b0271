//! The list of saved games on the home screen: continue, rename, export, delete (after a
//! confirmation), import a file, and export entries that had to be set aside.

use super::browser::{download, fresh_id, now, LocalStorage};
use crate::catalogue;
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

fn export_saved(id: &str) -> Result<(), String> {
    let (saved, game) = saves::load(&LocalStorage::open(), id).map_err(|e| e.to_string())?;
    download(&format!("{}-{}.boardlore.json", saved.record.game, saved.id), &saved.export(&game))
}

#[derive(Properties, PartialEq)]
struct RowProps {
    summary: saves::Summary,
    on_change: Callback<Option<String>>,
}

#[function_component(Row)]
fn row(props: &RowProps) -> Html {
    let mode = use_state(|| RowMode::Idle);
    let summary = &props.summary;
    let id = summary.id.clone();
    let game_name = catalogue::info(&summary.game).map_or(summary.game.as_str(), |g| g.name);
    let set = |m: RowMode| {
        let mode = mode.clone();
        Callback::from(move |_: MouseEvent| mode.set(m.clone()))
    };
    let on_export = {
        let (id, on_change) = (id.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(error) = export_saved(&id) {
                on_change.emit(Some(format!("Export failed: {error}")));
            }
        })
    };
    let on_delete = {
        let (id, name, on_change) = (id.clone(), summary.name.clone(), props.on_change.clone());
        Callback::from(move |_: MouseEvent| {
            let message = match saves::delete(&mut LocalStorage::open(), &id) {
                Ok(()) => format!("Deleted \"{name}\"."),
                Err(error) => format!("Could not delete \"{name}\": {error}"),
            };
            on_change.emit(Some(message));
        })
    };
    let controls = match (*mode).clone() {
        RowMode::Idle => html! {
            <>
                <a class="button primary" href={format!("?campaign={id}")} data-testid="continue">{ "Continue" }</a>
                <button onclick={set(RowMode::Renaming(summary.name.clone()))} data-testid="rename">{ "Rename" }</button>
                <button onclick={on_export} data-testid="export">{ "Export" }</button>
                <button onclick={set(RowMode::ConfirmDelete)} data-testid="delete">{ "Delete" }</button>
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
                let (id, on_change, draft) = (id.clone(), props.on_change.clone(), draft.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    match saves::rename(&mut LocalStorage::open(), &id, &draft) {
                        Ok(_) => on_change.emit(None),
                        Err(error) => on_change.emit(Some(format!("Could not rename: {error}"))),
                    }
                })
            };
            html! {
                <form class="rename" onsubmit={on_save}>
                    <label>{ "New name " }<input value={draft} oninput={on_input} maxlength="80" data-testid="rename-input" /></label>
                    <button type="submit" class="primary" data-testid="rename-save">{ "Save" }</button>
                    <button type="button" onclick={set(RowMode::Idle)}>{ "Cancel" }</button>
                </form>
            }
        }
        RowMode::ConfirmDelete => html! {
            <span class="confirm" role="group" aria-label="Confirm deletion">
                { format!("Delete \"{}\"? This cannot be undone. ", summary.name) }
                <button class="danger" onclick={on_delete} data-testid="confirm-delete">{ "Yes, delete" }</button>
                <button onclick={set(RowMode::Idle)}>{ "Keep it" }</button>
            </span>
        },
    };
    html! {
        <li class="campaign-row" data-campaign={id.clone()}>
            <div class="what">
                <strong class="name">{ &summary.name }</strong>
                <span>{ format!("{game_name} · {} moves · {}", summary.moves, summary.status) }</span>
            </div>
            <div class="row-controls">{ controls }</div>
        </li>
    }
}

#[function_component(ShelfList)]
pub fn shelf_list(props: &ShelfProps) -> Html {
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    let on_import = {
        let (reader, on_change) = (reader.clone(), props.on_change.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            input.set_value("");
            let on_change = on_change.clone();
            let name = file.name();
            let task = read_as_text(&gloo::file::File::from(file), move |text| {
                let message = match text {
                    Err(error) => format!("Could not read {name}: {error}"),
                    Ok(text) => match saves::import(&mut LocalStorage::open(), &text, &fresh_id(), now()) {
                        Ok(saved) => format!("Imported \"{}\".", saved.name),
                        Err(error) => format!("{name} was not imported: {error}. Nothing was changed."),
                    },
                };
                on_change.emit(Some(message));
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    let shelf = &props.shelf;
    html! {
        <section class="shelf" aria-labelledby="shelf-title">
            <h2 id="shelf-title">{ "Your games" }</h2>
            if shelf.games.is_empty() {
                <p class="empty">{ "No saved games yet: choose a game above to start one." }</p>
            } else {
                <ul class="campaigns" data-testid="campaigns">
                    { for shelf.games.iter().map(|s| html! { <Row key={s.id.clone()} summary={s.clone()} on_change={props.on_change.clone()} /> }) }
                </ul>
            }
            <label class="import">{ "Import a game file (.json) " }
                <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import" />
            </label>
            if !shelf.backups.is_empty() {
                <div class="backups" data-testid="backups">
                    <h3>{ "Set-aside saves" }</h3>
                    <p>{ "These could not be read. They are kept so that nothing is lost; export one to inspect or repair it." }</p>
                    <ul>
                        { for shelf.backups.iter().map(|key| {
                            let (key_for_export, on_change) = (key.clone(), props.on_change.clone());
                            let export = Callback::from(move |_: MouseEvent| {
                                let result = saves::backup(&LocalStorage::open(), &key_for_export)
                                    .map_err(|e| e.to_string())
                                    .and_then(|text| download("set-aside.boardlore.json", &text));
                                if let Err(error) = result {
                                    on_change.emit(Some(format!("Export failed: {error}")));
                                }
                            });
                            html! { <li data-backup={key.clone()}><code>{ key }</code>{ " " }<button onclick={export}>{ "Export" }</button></li> }
                        }) }
                    </ul>
                </div>
            }
        </section>
    }
}
