type MyInt = Integer[1]
type MyObj = Object[{ attributes => { a => Integer } }]
type MyStruct = { a => Integer }
type MyVariant = Variant[MyInt, String]
