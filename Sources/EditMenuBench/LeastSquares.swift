/// An ordinary least-squares fit of `y ≈ Σ coefficient[j] · x[j]`: how the
/// benchmarks turn instruction counts at several sizes into costs per item and
/// per responder.
enum LeastSquares {
    /// The coefficients that minimise the squared error over `rows` (each the
    /// regressors of one observation and its value); nil when they are not
    /// determined (fewer independent rows than regressors).
    static func fit(_ rows: [(x: [Double], y: Double)]) -> [Double]? {
        guard let width = rows.first?.x.count, rows.count >= width else { return nil }
        // The normal equations XᵀX · c = Xᵀy, solved by Gaussian elimination with
        // partial pivoting (a handful of regressors: nothing more is needed).
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: width)
        for row in rows {
            for i in 0..<width {
                for j in 0..<width { matrix[i][j] += row.x[i] * row.x[j] }
                matrix[i][width] += row.x[i] * row.y
            }
        }
        for column in 0..<width {
            guard let pivot = (column..<width).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<width where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for j in column...width { matrix[row][j] -= factor * matrix[column][j] }
            }
        }
        return (0..<width).map { matrix[$0][width] / matrix[$0][$0] }
    }
}
