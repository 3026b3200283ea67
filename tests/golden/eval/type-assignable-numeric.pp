notice(Integer < Numeric)
notice(Float < Numeric)
notice(Numeric < Scalar)
notice(Float < Integer)
