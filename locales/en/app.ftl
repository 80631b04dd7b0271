counters = { $count ->
    [one] { $count } counter
   *[other] { $count } counters
}
seat = { $seat ->
    [0] South
    [1] North
    [2] East
   *[3] West
}
