# „Af hverju?“: hvað leikur gerði og hvaða regla olli því. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

nothing-else-followed = { $told } Ekkert annað leiddi af honum.
