# boardlore: leiðbeinandi meðan spilað er (src/coach/tutor.rs, src/ui/play/tutor.rs): áður en leikur sem tölvan metur afleik er leikinn gegn henni er gesturinn spurður. Allt sem hann segir er mat tölvunnar á stöðunni, aldrei orð reglnanna. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

tutor-option = Vara mig við áður en ég leik afleik
tutor-checking = Athuga leikinn þinn…
tutor-title = Afleikur?
tutor-intro = Tölvan metur { $move } sem afleik.
tutor-lets-capture = Eftir þennan leik getur { $by } tekið { $count } úr { $sites }.
tutor-better-keeps = Eftir { $better } í staðinn tekur besta svarið sem tölvan fann ekkert strax.
tutor-better-gives = Eftir { $better } í staðinn tekur besta svarið sem tölvan fann aðeins { $count }.
tutor-misses = Með þessum leik missirðu af töku: { $better } myndi taka { $count } úr { $sites }.
tutor-later = Ekkert er tekið strax, en prufuspil tölvunnar fara mun verr eftir þennan leik en eftir { $better }.
tutor-expected = Tölvan áætlar að { $seat } fái { $played } stig af 100 eftir þennan leik og { $best } stig af 100 eftir { $better }.
tutor-source = Þetta er mat tölvunnar á stöðunni, ekki regla spilsins.
tutor-question = Leika hann samt?
tutor-anyway = Leika hann samt
tutor-again = Velja aftur
