notice(Integer < Variant[Integer, String])
notice(Variant[Integer, String] < Scalar)
notice(Variant[Integer, Array] < Scalar)
