# boardlore: "Why?", what a move did and which rule made it happen.

nothing-else-followed = { $told } Nothing else followed from it.
